// Node packages' tests run in plain Node (jest-light-runner): TypeScript is loaded by tsx's hooks, registered
// before the first test file is imported.
import { register } from 'tsx/esm/api';

register();
