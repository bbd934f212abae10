// A tiny in-page bus: "the comments of conversation X changed" (a seed statement was added, say),
// so charts that list comments (the moderation lists) can refetch. Charts subscribe through a
// callback actor:
//   fromCallback(({ sendBack }) => subscribeCommentsChanged((id) => sendBack({ type: 'comments.changed', conversationId: id })))
// The returned function unsubscribes, which is exactly what a callback actor's cleanup wants.

const COMMENTS_CHANGED = 'comments-changed';

class CommentsChangedEvent extends Event {
  constructor(readonly conversationId: string) {
    super(COMMENTS_CHANGED);
  }
}

const bus = new EventTarget();

/** Tells every subscriber that the comments of `conversationId` changed. */
export function notifyCommentsChanged(conversationId: string): void {
  bus.dispatchEvent(new CommentsChangedEvent(conversationId));
}

/** Calls `callback` with the conversation id on every change; returns the unsubscribe function. */
export function subscribeCommentsChanged(callback: (conversationId: string) => void): () => void {
  const listener = (event: Event) => {
    if (event instanceof CommentsChangedEvent) callback(event.conversationId);
  };
  bus.addEventListener(COMMENTS_CHANGED, listener);
  return () => bus.removeEventListener(COMMENTS_CHANGED, listener);
}
