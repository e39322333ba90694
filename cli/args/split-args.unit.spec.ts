import { splitArgs } from './split-args';

const spec = { valued: new Set(['--program']), flags: new Set(['--fast']), extraHint: 'quote a glob' };

describe('the operators’ command lines', () => {
  it('takes the positional argument, the valued options and the flags in any order', () => {
    const args = splitArgs(['--fast', 'receipts/', '--program', 'FL_PEP'], spec);
    expect(args.source).toBe('receipts/');
    expect(args.values).toEqual({ '--program': 'FL_PEP' });
    expect([...args.flags]).toEqual(['--fast']);
  });

  it('refuses an option without its value, an unknown option and a second positional, saying which', () => {
    expect(() => splitArgs(['a', '--program'], spec)).toThrow('Option --program needs a value');
    expect(() => splitArgs(['a', '--program', '--fast'], spec)).toThrow('Option --program needs a value');
    expect(() => splitArgs(['a', '--prgram', 'x'], spec)).toThrow("Unknown option '--prgram'");
    expect(() => splitArgs(['a', 'b'], spec)).toThrow("Unexpected argument 'b' (quote a glob)");
  });

  it('leaves the source empty when none is given, for the tool to say what it needs', () => {
    expect(splitArgs([], spec).source).toBeNull();
  });
});
