// The product screenshots on /features: real captures of the app made by apps/web/e2e/feature-screenshots.e2e.ts
// (UPDATE_FEATURE_SCREENSHOTS=1 rewrites them), stored in public/features/ at one fixed size.
import { TOOL_PATHS, type ToolId } from '../../lib/tool-link.ts';

export const SCREENSHOT_WIDTH = 1280;
export const SCREENSHOT_HEIGHT = 800;

export interface FeatureTool {
  id: ToolId;
  path: string;
  /** Public URL of the screenshot. */
  image: string;
}

export const FEATURE_TOOLS: readonly FeatureTool[] = (Object.keys(TOOL_PATHS) as ToolId[]).map((id) => ({
  id,
  path: TOOL_PATHS[id],
  image: `/features/${id}.jpg`,
}));
