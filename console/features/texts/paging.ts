/** How many texts a page of the texts' table lists (and one save takes at most): the packs have well over a thousand. */
export const TEXTS_PAGE_SIZE = 100;
