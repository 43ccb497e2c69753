/** The dictionary panel, in a module the prompt loads as a word is first looked up. */
export { DictionaryPanel } from '@typeshelf/react-ui';
