import { parseProjectionsArgs } from './parse-projections-args';

const known = ['jobs', 'batches', 'usage'];

describe('projections CLI arguments', () => {
  it('rebuilds every projection unless one is named', () => {
    expect(parseProjectionsArgs(['rebuild'], known)).toEqual({
      command: 'rebuild',
      projections: known,
      dropOld: false,
      json: false,
    });
    expect(parseProjectionsArgs(['rebuild', '--projection', 'all', '--json'], known)).toMatchObject({
      projections: known,
      json: true,
    });
    expect(parseProjectionsArgs(['rebuild', '--projection', 'batches', '--drop-old'], known)).toMatchObject({
      projections: ['batches'],
      dropOld: true,
    });
    expect(parseProjectionsArgs(['drop-old', '--projection', 'jobs'], known)).toMatchObject({
      command: 'drop-old',
      projections: ['jobs'],
    });
  });

  it('refuses what it does not know, naming it', () => {
    expect(() => parseProjectionsArgs([], known)).toThrow('Name a command');
    expect(() => parseProjectionsArgs(['rebuld'], known)).toThrow("Unknown command 'rebuld'");
    expect(() => parseProjectionsArgs(['rebuild', '--projection', 'deliveries'], known)).toThrow(
      "Unknown projection 'deliveries'",
    );
    expect(() => parseProjectionsArgs(['rebuild', '--projection'], known)).toThrow('needs a value');
    expect(() => parseProjectionsArgs(['drop-old', '--drop-old'], known)).toThrow("Unexpected argument '--drop-old'");
  });
});
