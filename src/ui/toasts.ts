/** Spec §9 toast kinds (notistack's variants). */
export type ToastVariant = "default" | "success" | "error" | "info" | "warning";

type Show = (message: string, variant: ToastVariant) => void;

let hostUp: (show: Show) => void = () => {};
const host = new Promise<Show>((resolve) => {
  hostUp = resolve;
});

/**
 * Shows a toast. The toast host (notistack) loads after first paint (docs/design.md §6: first-load
 * JavaScript of funnel pages), so a toast asked for before it is up waits for it.
 */
export function toast(message: string, variant: ToastVariant): void {
  void host.then((show) => show(message, variant));
}

/** Called by the toast host once it is mounted. */
export function toastHostMounted(show: Show): void {
  hostUp(show);
}
