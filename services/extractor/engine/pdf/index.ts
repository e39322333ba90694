export * from './read-pdf';
