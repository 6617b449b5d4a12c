/** spec 1 §2.2: the message a block shows (in preview only) when its data cannot be mapped. */
export const blockErrorMessage = (component: string): string =>
  `Oops! something went wrong while displaying ${component} component. Be sure to fill out all required fields while editing`;
