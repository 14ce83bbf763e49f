// Cookie-free analytics from the browser: a client-side page view or an "opened" event, sent to the
// site itself with sendBeacon. Nothing is stored in the browser; the server counts the first load
// of a page itself, so this is never called for it.
type BeaconEvent = "pageview" | "chat_opened" | "consultation_opened" | "booking_clicked";

export function beacon(name: BeaconEvent): void {
  const body = JSON.stringify({ n: name, p: location.pathname, q: location.search.slice(1) });
  navigator.sendBeacon?.("/e", new Blob([body], { type: "application/json" }));
}
