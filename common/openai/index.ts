export * from './structured-completion';
export * from './json-answer';
export * from './map-openai-error';
export * from './ask-until-valid';
export * from './structured-model';
