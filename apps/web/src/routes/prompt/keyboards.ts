/** The on-screen keyboards and their layouts, in a module the prompt loads as a keyboard is first shown. */
export { MobileKeyboard, ScreenKeyboard } from '@typeshelf/react-ui';
