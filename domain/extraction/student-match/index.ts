export * from './match-student';
export * from './find-in-text';
export { parsePersonName, type PersonName } from './person-name';
export { areNicknames } from './nicknames';
export { editDistance } from './edit-distance';
export * from './student-details';
