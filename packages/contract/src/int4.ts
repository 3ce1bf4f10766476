/** The largest value of an int4 column: every id and quantity goes to one. */
export const INT4_MAX = 2_147_483_647;
