/** Core's language tables behind `charsetForLanguage`, in a module the prompt loads beside its chapter. */
export { charsetForLanguage } from '@typeshelf/core/text';
