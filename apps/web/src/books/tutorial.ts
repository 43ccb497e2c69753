/** The tutorial book: the catalogue book whose id ends with `--first-steps` (01 §2). */
export const TUTORIAL_SUFFIX = '--first-steps';
export const TUTORIAL_CHAPTER = '000';

export const isTutorialId = (id: string) => id.endsWith(TUTORIAL_SUFFIX);
