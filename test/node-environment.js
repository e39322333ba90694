// Jest's node environment gives each test file its own realm of built-ins. ONNX Runtime's native
// code returns typed arrays of Node's own realm, and its JavaScript side checks them with
// `instanceof` against the sandbox's: the checks fail. Tests see Node's typed arrays instead.
const { TestEnvironment } = require('jest-environment-node');

const TYPED_ARRAYS = [
  Float32Array,
  Float64Array,
  Int8Array,
  Int16Array,
  Int32Array,
  Uint8Array,
  Uint16Array,
  Uint32Array,
  Uint8ClampedArray,
  BigInt64Array,
  BigUint64Array,
];

class NodeRealmTypedArrays extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const type of TYPED_ARRAYS) this.global[type.name] = type;
  }
}

module.exports = NodeRealmTypedArrays;
