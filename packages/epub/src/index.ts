/**
 * @typeshelf/epub — EPUB conversion and Typeshelf's file formats. Bytes in,
 * books out; runs unchanged in a Web Worker and in Node.
 */
export {};
