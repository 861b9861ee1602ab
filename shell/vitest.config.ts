import { defineConfig } from 'vitest/config';
import { componentTestConfig } from '../scripts/vitest-component.ts';

export default defineConfig(componentTestConfig('shell'));
