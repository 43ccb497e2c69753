/**
 * The areas of core, each a folder with its own barrel and entry point
 * (`@typeshelf/core/<area>`). The build, the package's exports map, the
 * workspace's source aliases and their test all read this list.
 */
export const CORE_AREAS = [
  'accounts',
  'book',
  'caret',
  'library',
  'practice',
  'progress',
  'scores',
  'settings',
  'share',
  'stats',
  'sync',
  'taxonomy',
  'text',
  'themes',
  'typing',
] as const;

export type CoreArea = (typeof CORE_AREAS)[number];
