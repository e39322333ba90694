type StartService = typeof import('./start-service');

describe('the gateway process', () => {
  it('loads no module that replaces built-ins its every request uses', () => {
    const push = Array.prototype.push;
    const parse = JSON.parse;
    // Loaded here, not imported at the top, so that the built-ins above are the ones from before.
    const { gatewayProcessServices } = jest.requireActual<StartService>('./start-service');
    expect(gatewayProcessServices.map((service) => service.name)).toEqual(['projections', 'gateway']);
    // pdf-parse's polyfills swap these for slower JavaScript versions; it is loaded only when a PDF page is shown.
    expect(Array.prototype.push).toBe(push);
    expect(JSON.parse).toBe(parse);
  });
});
