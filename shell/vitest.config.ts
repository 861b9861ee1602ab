import { defineConfig } from 'vitest/config';
import { componentTestConfig } from '../scripts/vitest-component';

export default defineConfig(componentTestConfig('shell'));
