import { defineConfig } from 'vitest/config';
import { componentTestConfig } from '../scripts/vitest-component.ts';

// jsdom for all of shared's tests: its components (the host provider, the language switch, the
// error texts) are tested as the remotes' are; its plain functions do not mind.
export default defineConfig(componentTestConfig('shared'));
