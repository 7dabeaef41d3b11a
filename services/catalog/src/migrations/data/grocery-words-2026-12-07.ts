/**
 * The words shoppers in India type for the same thing in a shop: English, Hindi and the regional
 * names most heard in kiranas, and spellings the search's folding does not already join. Each line
 * is one group; a search for any word of a line also finds the products and stores named with the
 * others, as whole words (ranked below the word as typed). Single words only: a search matches word
 * by word.
 *
 * Spellings need no line when `search_normalize` (migration 2026-11-22-02) already folds them:
 * doubled letters (aata/atta, daal/dal, channa/chana), ee/i (ghee/ghi, jeera/jira), oo/u
 * (toor/tur, sooji/suji, moong/mung), w/v between vowels (rawa/rava, chawal/chaval), iya/ia
 * (dhaniya/dhania). Typos need no line either: the search corrects them itself.
 *
 * Frozen with the migration that loads it (2026-12-07-35): a change is a new file and a new migration.
 */
export const GROCERY_WORDS_2026_12_07: readonly (readonly string[])[] = [
  // Grains, flours and staples
  ['rice', 'chawal', 'chaval', 'arisi', 'akki'],
  ['wheat', 'gehun', 'gehu', 'godhumai'],
  ['semolina', 'sooji', 'suji', 'rava', 'rawa'],
  ['poha', 'pohe', 'aval', 'avalakki', 'atukulu'],
  ['sago', 'sabudana', 'javvarisi'],
  ['dalia', 'daliya', 'lapsi'],
  // Pulses
  ['dal', 'dhal', 'lentil', 'lentils', 'paruppu', 'pappu'],
  ['tur', 'toor', 'arhar', 'tuvar', 'togari', 'thuvaram'],
  ['urad', 'udad', 'ulundu', 'minapa'],
  ['chana', 'chickpea', 'chickpeas', 'chole', 'chhole', 'kadalai'],
  ['rajma', 'rajmah'],
  // Oils and dairy
  ['oil', 'tel', 'ennai'],
  ['milk', 'doodh', 'dudh', 'paal'],
  ['curd', 'dahi', 'yogurt', 'yoghurt', 'thayir', 'mosaru'],
  ['buttermilk', 'chaas', 'chhaas', 'chhach', 'mattha', 'majjige'],
  ['butter', 'makhan', 'makkhan', 'loni'],
  ['cream', 'malai'],
  // Sugar and salt
  ['sugar', 'cheeni', 'chini', 'shakkar', 'sakkarai'],
  ['jaggery', 'gur', 'gud', 'gul', 'bellam', 'vellam'],
  ['salt', 'namak', 'uppu', 'meeth'],
  // Spices
  ['turmeric', 'haldi', 'halad', 'manjal', 'arishina'],
  ['cumin', 'jeera', 'zeera', 'jira'],
  ['chilli', 'chillies', 'chili', 'chilly', 'mirchi', 'mirch', 'milagai'],
  ['coriander', 'dhaniya', 'dhania', 'kothimbir', 'kothamalli', 'cilantro'],
  ['cardamom', 'elaichi', 'ilaichi', 'elakkai'],
  ['mustard', 'sarson', 'rai', 'mohri', 'kadugu'],
  ['asafoetida', 'hing', 'heeng', 'perungayam'],
  ['fenugreek', 'methi', 'vendhayam'],
  ['carom', 'ajwain', 'ajwan', 'omam'],
  ['fennel', 'saunf', 'sonf', 'badishep'],
  ['pepper', 'kalimirch', 'milagu'],
  ['cinnamon', 'dalchini'],
  ['clove', 'cloves', 'laung', 'lavang'],
  ['sesame', 'til', 'gingelly', 'ellu'],
  ['saffron', 'kesar'],
  ['tamarind', 'imli', 'chinch', 'puli'],
  // Vegetables
  ['vegetable', 'vegetables', 'sabzi', 'sabji'],
  ['potato', 'potatoes', 'aloo', 'alu', 'batata', 'urulai'],
  ['onion', 'onions', 'pyaz', 'pyaaz', 'pyaj', 'kanda', 'vengayam'],
  ['tomato', 'tomatoes', 'tamatar', 'thakkali'],
  ['spinach', 'palak'],
  ['okra', 'bhindi', 'bhendi', 'vendakkai'],
  ['brinjal', 'baingan', 'eggplant', 'aubergine', 'vangi', 'kathirikai'],
  ['cauliflower', 'gobi', 'gobhi'],
  ['cabbage', 'kobi'],
  ['peas', 'matar', 'mutter', 'vatana'],
  ['capsicum', 'shimla'],
  ['ginger', 'adrak', 'adrakh', 'inji'],
  ['garlic', 'lahsun', 'lehsun', 'lasun', 'poondu'],
  ['bottlegourd', 'lauki', 'dudhi', 'ghiya', 'sorakaya'],
  ['karela', 'kaarela', 'pavakkai'],
  ['carrot', 'carrots', 'gajar'],
  ['radish', 'mooli', 'muli'],
  ['cucumber', 'kheera', 'khira', 'kakdi'],
  ['lemon', 'lemons', 'lime', 'nimbu', 'limbu'],
  ['mint', 'pudina', 'phudina'],
  ['pumpkin', 'kaddu', 'bhopla'],
  // Fruit, nuts and dry fruit
  ['fruit', 'fruits', 'phal'],
  ['banana', 'bananas', 'kela', 'kele'],
  ['mango', 'mangoes', 'amba', 'mambazham'],
  ['apple', 'apples', 'seb'],
  ['pomegranate', 'anar', 'dalimb', 'dalimbe'],
  ['orange', 'oranges', 'santra', 'santara', 'narangi'],
  ['grapes', 'angoor', 'angur', 'draksha'],
  ['guava', 'amrood', 'amrud', 'peru', 'jamfal'],
  ['papaya', 'papita', 'pappali'],
  ['watermelon', 'tarbooz', 'tarbuj', 'kalingad'],
  ['coconut', 'nariyal', 'narial', 'naral', 'thengai'],
  ['sapota', 'chikoo', 'chiku'],
  ['pineapple', 'ananas'],
  ['cashew', 'cashews', 'kaju'],
  ['almond', 'almonds', 'badam'],
  ['raisin', 'raisins', 'kishmish', 'kismis', 'manuka'],
  ['pistachio', 'pistachios', 'pista'],
  ['walnut', 'walnuts', 'akhrot'],
  ['dates', 'khajur', 'khajoor', 'pericham'],
  ['peanut', 'peanuts', 'groundnut', 'groundnuts', 'moongphali', 'mungfali', 'shengdana', 'verkadalai'],
  ['makhana', 'foxnut', 'foxnuts'],
  // Drinks, bakery, snacks, eggs and meat
  ['tea', 'chai', 'chaha', 'chaya'],
  ['coffee', 'kaapi', 'kapi'],
  ['water', 'pani', 'paani'],
  ['bread', 'pav', 'pao', 'paav'],
  ['biscuit', 'biscuits', 'cookie', 'cookies', 'biskut'],
  ['namkeen', 'farsan', 'mixture'],
  ['egg', 'eggs', 'anda', 'ande', 'mutta', 'motte'],
  ['chicken', 'murgi', 'murga', 'kozhi'],
  ['fish', 'machli', 'machhi'],
  ['mutton', 'gosht'],
  // Household and medicine
  ['soap', 'sabun', 'saboon'],
  ['toothpaste', 'manjan'],
  ['broom', 'jhadu', 'jharu', 'kharata'],
  ['incense', 'agarbatti', 'agarbathi'],
  ['medicine', 'medicines', 'dawai', 'dawa', 'dava', 'aushadh'],
  // Kinds of shop (the store list's search)
  ['grocery', 'groceries', 'kirana', 'provision', 'provisions'],
  ['pharmacy', 'chemist', 'chemists', 'medical', 'medicals', 'druggist'],
  ['sweets', 'mithai'],
  ['bakery', 'bakers', 'baker'],
  ['flowers', 'flower', 'phool', 'phul', 'pookal'],
];
