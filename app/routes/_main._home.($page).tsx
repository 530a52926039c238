/**
 * `/`, `/index`, `/home` and `/index.html`: the home (`_main._home`) with
 * no popup. Its loader answers any other segment with a 404.
 */
export default function HomePage() {
  return null;
}
