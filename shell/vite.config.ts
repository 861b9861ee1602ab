import { defineConfig } from 'vite';
import { shellConfig } from '../scripts/vite-config';

export default defineConfig(shellConfig(5170));
