/**
 * Stylesheets that are not in the head (issue 12 part 5): each is linked in the body right before the first thing
 * that uses it, so what is above it paints without waiting for it. The head's sheet (styles/index.css) holds what
 * any first view may need (the header, the page, the content blocks, cards, the directory, store and event pages).
 */
export type SheetName =
  | 'footer'
  | 'parking'
  | 'wellbeing'
  | 'forms'
  | 'competition'
  | 'directions'
  | 'booking'
  // Book Now (client/features/ticketing/book-now.tsx), linked by Book Now itself on the pages that show it
  | 'ticketing'
  // the ticketing modal (client/features/ticketing/modal), linked by the modal itself when it opens
  | 'ticketing-modal'
  // the seat map of a seated event (client/features/ticketing/seat-map), linked by the seat step when it shows
  | 'seat-map';
