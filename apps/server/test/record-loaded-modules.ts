// Preloaded with `--import` into a server under test: appends the URL of every module it loads (ES modules and
// CommonJS alike) to the file LOADED_MODULES_FILE names.
import fs from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.LOADED_MODULES_FILE;
if (file) {
  registerHooks({
    load(url, context, nextLoad) {
      fs.appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
