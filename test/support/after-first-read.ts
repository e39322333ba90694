import { FindCursor, type Collection, type Document } from 'mongodb';

/**
 * The collection, with `meanwhile` run once just after its first `find` has been read: another writer's
 * turn, at the one moment that two real writers could meet between a read and the write it decides.
 */
export const afterFirstRead = <T extends Document>(
  collection: Collection<T>,
  meanwhile: () => Promise<unknown>,
): Collection<T> => {
  let done = false;
  return new Proxy(collection, {
    get: (target, property, receiver) =>
      property !== 'find'
        ? Reflect.get(target, property, receiver)
        : (...args: Parameters<Collection<T>['find']>) => {
            const cursor = target.find(...args);
            return Object.assign(cursor, {
              toArray: async () => {
                const read = await FindCursor.prototype.toArray.call(cursor);
                if (!done) await meanwhile();
                done = true;
                return read;
              },
            });
          },
  });
};
