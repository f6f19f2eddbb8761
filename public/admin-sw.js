// The admin panel's service worker (registered by Settings → Alerts with scope /admin): it shows
// the alerts the server pushes for new enquiries and opens the enquiry when one is clicked. It
// handles nothing else: there is no fetch handler, so panel pages and data are never cached.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Only a panel page: a push cannot send a click anywhere else. */
function panelPath(url) {
  return typeof url === "string" && /^\/admin(?:[/?#]|$)/.test(url) ? url : "/admin/enquiries";
}

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof alert.title === "string" && alert.title ? alert.title : "New enquiry";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof alert.body === "string" ? alert.body : "",
      tag: typeof alert.tag === "string" ? alert.tag : undefined,
      data: { url: panelPath(alert.url) },
      icon: "/admin-app/icon-192.png",
      badge: "/admin-app/badge-96.png",
    }),
  );
});

/** Shows the enquiry in an open panel window when there is one, else in a new window. */
async function openEnquiry(url) {
  const target = new URL(panelPath(url), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) {
    if (!new URL(client.url).pathname.startsWith("/admin")) continue;
    try {
      const shown = await client.navigate(target);
      if (shown) return shown.focus().catch(() => shown);
    } catch {
      // A window this worker does not control cannot be navigated: open a new one.
    }
  }
  return self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const opening = openEnquiry(event.notification.data && event.notification.data.url);
  try {
    event.waitUntil(opening);
  } catch {
    // Only the browser's own events can be extended; the window opens either way.
  }
});
