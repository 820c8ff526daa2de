// Runs the start-up steps in order (spec §4): config → translations → auth. A failed step is recorded and the
// next one still runs; only the translations step can block the app (see InitStore).
import { errorMessage, type InitStepName, type InitStore } from './init-store.ts';

export type StartupSteps = Record<InitStepName, () => Promise<void>>;

export const STARTUP_ORDER: readonly InitStepName[] = ['config', 'i18n', 'auth'];

export async function runStartup(
  store: InitStore,
  steps: StartupSteps,
  warn: (message: string) => void = console.warn,
): Promise<void> {
  for (const name of STARTUP_ORDER) {
    store.start(name);
    try {
      await steps[name]();
      store.complete(name);
    } catch (error) {
      warn(`Start-up step "${name}" failed: ${errorMessage(error)}`);
      store.fail(name, error);
    }
  }
}
