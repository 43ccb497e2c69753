/** The sound player in a module of its own, loaded by `app-sounds.ts` once a screen that plays sounds has painted. */
export { SoundPlayer } from '@typeshelf/react-ui';
