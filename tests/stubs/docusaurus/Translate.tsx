/** Docusaurus' translate() returns the default message when no translation exists, as in this site. */
export function translate({message}: {id?: string; message: string}): string {
  return message;
}
