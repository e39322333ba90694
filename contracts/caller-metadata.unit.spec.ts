import { metadataJsonOf, metadataOf } from './caller-metadata';

describe("the caller's metadata as events and records carry it", () => {
  it('comes back as the object the caller sent, nested values, numbers and non-ASCII text included', () => {
    const sent = { claimId: 'c-77', amounts: [12.5, 0], family: { name: 'Núñez', siblings: 2 }, flagged: false };
    expect(metadataOf(metadataJsonOf(sent))).toEqual(sent);
  });

  it('is null when the caller sent none, and an empty object stays an empty object', () => {
    expect(metadataJsonOf(undefined)).toBeNull();
    expect(metadataJsonOf(null)).toBeNull();
    expect(metadataOf(null)).toBeNull();
    expect(metadataOf(metadataJsonOf({}))).toEqual({});
  });
});
