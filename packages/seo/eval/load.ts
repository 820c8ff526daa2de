// Reads the evaluation set (videos/*.json), each file checked against the schema. Throws when the folder holds no
// video, so a bench or test that iterates the set never passes on an empty list.
import fs from 'node:fs';
import path from 'node:path';
import type { EvalVideo } from './expectations.ts';
import { evalVideoSchema } from './schema.ts';

export const VIDEOS_DIR = path.join(import.meta.dirname, 'videos');

export function videoFiles(dir = VIDEOS_DIR): string[] {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  if (files.length === 0) throw new Error(`No evaluation videos (*.json) in ${dir}`);
  return files.map((f) => path.join(dir, f));
}

export function loadVideos(dir = VIDEOS_DIR): EvalVideo[] {
  return videoFiles(dir).map((file) => {
    const parsed = evalVideoSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${path.basename(file)}: ${issuesText(parsed.error)}`);
    if (`${parsed.data.id}.json` !== path.basename(file)) {
      throw new Error(`${path.basename(file)}: id “${parsed.data.id}” does not match the file name`);
    }
    return parsed.data;
  });
}

function issuesText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');
}
