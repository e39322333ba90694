import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStudents } from './read-students';

const dir = mkdtempSync(path.join(tmpdir(), 'students-'));
const file = (name: string, text: string): string => {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

describe('the extract tool’s --students file', () => {
  it('reads the students the API would accept', () => {
    const students = [{ id: 's1', name: 'Ava Reed', scholarshipProgram: 'FL_UA' }];
    expect(readStudents(file('ok.json', JSON.stringify(students)))).toEqual(students);
    expect(readStudents(null)).toEqual([]);
  });

  it('refuses, naming the file and the field, what the API refuses', () => {
    const notJson = file('broken.json', '{');
    expect(() => readStudents(notJson)).toThrow(new RegExp(`^--students ${notJson}: .*JSON`));
    expect(() => readStudents(file('number-id.json', '[{"id": 1, "name": "Ava"}]'))).toThrow(
      /number-id\.json: studentCandidates\[0\]\.id must be string$/,
    );
    expect(() => readStudents(file('object.json', '{"id": "s1", "name": "Ava"}'))).toThrow(
      /studentCandidates must be array$/,
    );
    expect(() => readStudents(path.join(dir, 'missing.json'))).toThrow(/missing\.json: .*ENOENT: no such file/);
  });
});
