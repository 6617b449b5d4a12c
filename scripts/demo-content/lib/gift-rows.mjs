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
    gender: [genderOf(suitedTo)],
  }));

// a gift for her (or mum) only is filed under female, for him (or dad) only under male, anything else unisex
function genderOf(suitedTo) {
  const her = suitedTo.some((who) => who === 'Her' || who === 'Mum');
  const him = suitedTo.some((who) => who === 'Him' || who === 'Dad');
  return her && !him ? 'female' : him && !her ? 'male' : 'unisex';
}
