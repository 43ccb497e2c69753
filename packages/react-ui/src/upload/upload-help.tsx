/** Where to find DRM-free ebooks, and the FAQs on DRM and on the book file format. */
export function UploadHelp() {
  const sources = [
    { name: 'Project Gutenberg', href: 'https://www.gutenberg.org/' },
    { name: 'Standard Ebooks', href: 'https://standardebooks.org/' },
    { name: 'Wikisource', href: 'https://wikisource.org/' },
    { name: 'Feedbooks (public domain)', href: 'https://www.feedbooks.com/publicdomain' },
  ];
  return (
    <div className="upload-help">
      <h2>Where to find DRM-free ebooks</h2>
      <ul>
        {sources.map((source) => (
          <li key={source.href}>
            <a href={source.href} rel="noopener noreferrer" target="_blank">
              {source.name}
            </a>
          </li>
        ))}
      </ul>
      <h2>FAQ</h2>
      <details>
        <summary>Why can't I upload a book with DRM?</summary>
        <p>
          DRM encrypts a book's text so only licensed readers can open it. Encrypted EPUBs cannot be read
          here; use a DRM-free copy of the book instead.
        </p>
      </details>
      <details>
        <summary>What is a TBF file?</summary>
        <p>
          TBF is Typeshelf's own book format: a compressed file holding one or more books with their chapters,
          made by exporting private books. Import it here to bring those books to another browser.
        </p>
      </details>
    </div>
  );
}
