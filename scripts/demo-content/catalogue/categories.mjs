// The category taxonomy shared by the group's centres. A centre publishes a category and a sub-category
// only when at least one of its stores uses it. `order` is the category's displayOrder; Services has
// none on purpose (the site then sorts it last, as 999).

export const CATEGORIES = [
  {
    slug: 'fashion',
    title: 'Fashion',
    order: 1,
    description:
      'From everyday essentials to the pieces you save up for: Australian labels, international designers and the stylists who know them.',
    subs: [
      ['womenswear', 'Womenswear'],
      ['menswear', 'Menswear'],
      ['bags-accessories', 'Bags & Accessories'],
      ['activewear-swim', 'Activewear & Swim'],
      ['department-stores', 'Department Stores'],
    ],
  },
  {
    slug: 'footwear',
    title: 'Footwear',
    order: 2,
    description: 'Sneakers, boots, heels and school shoes, fitted by people who measure properly.',
    subs: [
      ['womens-shoes', "Women's Shoes"],
      ['mens-shoes', "Men's Shoes"],
      ['sneakers', 'Sneakers'],
      ['kids-shoes', "Kids' Shoes"],
    ],
  },
  {
    slug: 'beauty-wellbeing',
    title: 'Beauty & Wellbeing',
    order: 3,
    description: 'Skincare consultations, fragrance bars, brows, nails and a fresh haircut, all under one roof.',
    subs: [
      ['cosmetics-skincare', 'Cosmetics & Skincare'],
      ['fragrance', 'Fragrance'],
      ['hair-beauty-salons', 'Hair & Beauty Salons'],
      ['barbers', 'Barbers'],
    ],
  },
  {
    slug: 'dining',
    title: 'Dining',
    order: '4',
    description:
      'Coffee at eight, dumplings at noon, a long dinner after the movies. Find somewhere to eat for every hour of the day.',
    subs: [
      ['cafes', 'Cafés'],
      ['restaurants', 'Restaurants'],
      ['quick-eats', 'Quick Eats'],
      ['desserts', 'Desserts & Sweets'],
      ['bars', 'Bars'],
    ],
  },
  {
    slug: 'fresh-food',
    title: 'Fresh Food',
    order: 5,
    description:
      'Supermarkets, butchers, bakers and greengrocers for the weekly shop, plus specialists for the weekend feast.',
    subs: [
      ['supermarkets', 'Supermarkets'],
      ['butchers-seafood-delis', 'Butchers, Seafood & Delis'],
      ['bakeries', 'Bakeries & Patisseries'],
      ['fruit-veg-wholefoods', 'Fruit, Veg & Wholefoods'],
      ['liquor', 'Liquor'],
    ],
  },
  {
    slug: 'home-living',
    title: 'Home & Living',
    order: 6,
    description: 'Cookware, linen, lighting and furniture to make a house feel like yours.',
    subs: [
      ['kitchen-dining', 'Kitchen & Dining'],
      ['furniture-decor', 'Furniture & Décor'],
      ['bed-bath', 'Bed & Bath'],
    ],
  },
  {
    slug: 'technology',
    title: 'Technology',
    order: 7,
    description: 'Phones, laptops, consoles and headphones, with repairs and set-up help when you need it.',
    subs: [
      ['phones-mobile', 'Phones & Mobile'],
      ['computers-gaming', 'Computers & Gaming'],
      ['audio-photo', 'Audio & Photo'],
    ],
  },
  {
    slug: 'health-medical',
    title: 'Health & Medical',
    order: 8,
    description: 'Pharmacies, GPs, dentists and optometrists, open when you are here anyway.',
    subs: [
      ['pharmacy', 'Pharmacy'],
      ['medical-dental', 'Medical & Dental'],
      ['optometrists', 'Optometrists'],
    ],
  },
  {
    slug: 'sport-fitness',
    title: 'Sport & Fitness',
    order: 9,
    description: 'Running shoes, camping gear, team kits and a gym that never closes.',
    subs: [
      ['sportswear', 'Sportswear'],
      ['outdoor-camping', 'Outdoor & Camping'],
      ['gyms', 'Gyms & Studios'],
    ],
  },
  {
    slug: 'kids-toys',
    title: 'Kids & Toys',
    order: 10,
    description:
      'Toys, books, clothes and shoes for little people, and ideas for every birthday party on the calendar.',
    subs: [
      ['toys-games', 'Toys & Games'],
      ['kids-fashion', 'Kids Fashion'],
      ['books-stationery', 'Books & Stationery'],
    ],
  },
  {
    slug: 'jewellery-watches',
    title: 'Jewellery & Watches',
    order: 11,
    description: 'Engagement rings, everyday silver, watch repairs and the perfect gift, beautifully wrapped.',
    subs: [
      ['fine-jewellery', 'Fine Jewellery'],
      ['fashion-jewellery', 'Fashion Jewellery'],
      ['watches', 'Watches'],
    ],
  },
  {
    slug: 'entertainment',
    title: 'Entertainment',
    order: 12,
    description: 'Blockbusters, bowling and arcade games for rainy days and school holidays.',
    subs: [
      ['cinemas', 'Cinemas'],
      ['play-leisure', 'Play & Leisure'],
    ],
  },
  {
    slug: 'services',
    title: 'Services',
    // no displayOrder: the site sorts it last (999)
    description: 'Banks, post, key cutting, alterations and the other errands a visit can take care of.',
    subs: [
      ['banks-finance', 'Banks & Finance'],
      ['post-print-photo', 'Post, Print & Photo'],
      ['repairs-alterations', 'Repairs & Alterations'],
      ['convenience', 'Convenience'],
      ['travel-currency', 'Travel & Currency'],
    ],
  },
];

/** 'dining/cafes' -> { category, sub } */
export function findSub(path) {
  const [categorySlug, subSlug] = path.split('/');
  const category = CATEGORIES.find((item) => item.slug === categorySlug);
  const sub = category?.subs.find(([slug]) => slug === subSlug);
  if (!category || !sub) throw new Error(`unknown sub-category ${path}`);
  return { category, sub: { slug: sub[0], title: sub[1] } };
}
