// Compact gift-guide offer rows: [name, store or null (storeless), price, categories, suitedTo, editorial, description].
export const giftRows = (rows) =>
  rows.map(([name, store, price, categories, suitedTo, editorial, description]) => ({
    name,
    ...(store ? { store } : {}),
    price,
    description,
    categories,
    suitedTo,
    editorial,
    gender: ['unisex'],
  }));
