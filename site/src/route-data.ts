/**
 * Starlight route middleware: a page titled like the site itself (the home page, "Tablero") gets the
 * site's name alone as its `<title>`, not Starlight's "Tablero | Tablero".
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight declares `locals.starlightRoute` in its own ambient types, which tsc here does not load.
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  if (route.entry.data.title !== route.siteTitle) return;
  const title = route.head.find((tag) => tag.tag === 'title');
  if (title) title.content = route.siteTitle;
});
