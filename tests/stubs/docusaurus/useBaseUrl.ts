/** The site's baseUrl is '/': every URL is already absolute from the root. */
export default function useBaseUrl(url: string): string {
  return url;
}
