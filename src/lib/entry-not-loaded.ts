/**
 * The plain shell's sentence when the app's code did not arrive: failure_code_not_loaded with
 * "DDS Explorer", in the page's language. Written out here rather than taken from the messages,
 * because a message would make the entry load the chunk the messages are in, and with it the
 * app's start, before it could say that the app's start did not arrive. A unit test holds the
 * two texts to the catalogue.
 */
export function entryNotLoaded(lang: string): string {
  return lang === 'de'
    ? 'DDS Explorer konnte nicht geladen werden (die Verbindung ist womöglich abgebrochen, oder eine neue Version wurde eingespielt). Laden Sie die Seite neu, um es erneut zu versuchen.'
    : 'DDS Explorer could not be loaded (the connection may have dropped, or a new version was deployed). Reload the page to try again.'
}
