import type { Server } from 'node:http';
import type { NotFoundMode } from './static-paths.mjs';

export const BUILD_DIR: string;
export const NOT_FOUND_MODE: string;
export function listFiles(dir: string): Set<string>;
export function createStaticServer(dir?: string, options?: { notFound?: NotFoundMode }): Server;
export function listen(server: Server, port?: number): Promise<string>;
