// Types of screen-modules.mjs.
import type { ScreenId } from "./screens.mjs";

export declare const screenModules: Readonly<Partial<Record<ScreenId, string>>>;
export declare const screenLayouts: Readonly<Partial<Record<ScreenId, string>>>;
