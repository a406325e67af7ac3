import { atom } from 'jotai';
import type { RuntimeConfig } from './runtime-config';

/** What the deployment said at start-up (API URL, remote map, customizer switch). */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);
runtimeConfigAtom.debugLabel = 'runtimeConfig';
