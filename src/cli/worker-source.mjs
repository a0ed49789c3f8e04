// The pool's task module when the command runs from its TypeScript source (tests, tsx): it
// registers tsx in the worker thread first, then hands over to worker.ts.
const { register } = await import('tsx/esm/api');
register();
const task = await import('./worker.ts');
export default task.default;
