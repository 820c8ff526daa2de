// English caption transcripts for Maya's Kitchen Atlas (pure data). Each paragraph is one segment of the video.

export const CACIO_E_PEPE = [
  "Hi, I'm Maya, and today we're making cacio e pepe, the Roman pasta with only three ingredients: pasta, Pecorino Romano and black pepper. Three ingredients means there is nowhere to hide, so the technique is everything. By the end of this video you'll know exactly why your sauce has been clumping, and how to stop it for good.",
  "Let's start with the cheese, because this is where most people go wrong. You want Pecorino Romano, grated on the finest side of a box grater or a microplane. Pre-grated cheese from a tub has anti-caking starch in it and it will never melt smoothly. I'm using eighty grams for two people, and I'm putting it in a bowl with a couple of tablespoons of cold water to make a loose paste.",
  'Now the pepper. Toast whole black peppercorns in a dry pan for about a minute, until you can smell them, then crush them coarsely in a mortar. Pre-ground pepper tastes like dust next to this. Keep half a teaspoon aside for the end, and put the rest back in the pan with a ladle of pasta water so it blooms.',
  'For the pasta, I use tonnarelli or a thick spaghetti, and I cook it in much less water than usual. About one and a half litres for two hundred grams. We want the water to get cloudy and starchy, because that starch is what holds the sauce together. Salt it lightly, because Pecorino is already very salty.',
  "Here's the key step. Take the pasta out two minutes before it's done and move it into the pan with the pepper water. Turn off the heat. Wait about thirty seconds. The number one reason cacio e pepe turns into a lump of rubbery cheese is adding the cheese to a pan that is too hot. Pecorino starts to seize above roughly sixty-five degrees Celsius.",
  "Now loosen the cheese paste with a splash of the warm pasta water, add it to the pan, and toss hard. Keep moving. If it looks too thick, add more water a spoonful at a time. If it looks thin, keep tossing, it will tighten as it cools. You're looking for a sauce that coats every strand and pools slightly at the bottom.",
  "Plate it straight away, finish with the pepper you saved and a little more cheese, and eat it immediately. Cacio e pepe does not wait for anyone. If you try this, tell me in the comments whether the cold water trick worked for you, and I'll see you next Thursday.",
];

export const SHEET_PAN_GNOCCHI = [
  "This is the dinner I make when I get home at seven and I'm already tired: sheet pan gnocchi with sausage, peppers and red onion. One tray, about ten minutes of actual work, and the gnocchi come out crispy on the outside and soft inside. No boiling.",
  "The trick is using shelf-stable potato gnocchi straight from the packet. Don't boil them first. Toss them with olive oil, a pinch of salt and smoked paprika, and spread them out so they're not touching. Crowded gnocchi steam instead of crisping.",
  'While the oven heats to two hundred and twenty degrees Celsius, or four twenty-five Fahrenheit, slice two bell peppers and a red onion into wedges, and squeeze the sausage meat out of the casings in little chunks. Everything goes on the same tray.',
  'Roast for twenty minutes, shake the tray, then roast another eight to ten minutes until the gnocchi are golden and the sausage has browned edges. This is a good moment to make the quick sauce: Greek yogurt, lemon zest, a grated garlic clove and a lot of black pepper.',
  "Finish the tray with a handful of rocket and some shaved Parmesan, and put the yogurt sauce on the table. Leftovers reheat well in a hot pan, never in the microwave. That's it, a proper dinner, one tray to wash.",
];

export const KNIFE_SKILLS = [
  "If you only learn one thing in the kitchen this year, make it this: how to hold a knife and how to cut an onion without crying or losing a fingertip. I'm going to show you the pinch grip, the claw, and three cuts you'll use every single day.",
  "First, the grip. Most people hold a chef's knife by the handle like a hammer. Instead, pinch the blade itself just in front of the bolster, between your thumb and the side of your index finger, and wrap the other fingers around the handle. It feels strange for a week, and then you'll never go back. You get far more control.",
  'Your other hand makes the claw. Tuck your fingertips under, so your knuckles face the blade and guide it. The side of the knife rests against your knuckles. You cannot cut your fingertips if they are behind your knuckles.',
  "Now the onion. Cut it in half through the root, peel it, and leave the root on, because the root holds the layers together. Make horizontal cuts toward the root, then vertical cuts, and then slice across. That's a fine dice in about thirty seconds. The tears come from cells you crush, so a sharp knife really does help.",
  'Next, a chiffonade for herbs like basil. Stack the leaves, roll them tightly like a cigar, and slice thinly. And finally the julienne, which is just slicing into planks, stacking the planks and cutting matchsticks.',
  "Last thing: a dull knife is more dangerous than a sharp one, because you push harder and it slips. In the description I've linked the whetstone video where I show how I sharpen mine every two weeks. Practise on a bag of onions this weekend, and your weeknight cooking will get faster immediately.",
];

export const BANGKOK_NIGHT_MARKET = [
  "It's just after six in the evening in Bangkok, the heat is finally breaking, and we're at a night market on the edge of the city where the food stalls outnumber everything else. I've got an empty stomach and about twenty dollars, so let's see how far it goes.",
  'First stop is always moo ping, grilled pork skewers marinated in garlic, coriander root, fish sauce and palm sugar, and brushed with coconut milk while they grill. Ten baht each, and they come with a bag of sticky rice. This is breakfast food in Bangkok, but nobody is judging at a night market.',
  "Next, the stall with the longest queue, which is always a good sign. This lady has been making hoy tod, a crispy mussel omelette, for twenty-two years. The batter is tapioca and rice flour, so it's crunchy at the edges and chewy in the middle, and it's served on bean sprouts with a sweet chilli sauce.",
  "I'm taking a break for a drink. This is cha yen, Thai iced tea, made with strong black tea, sweetened condensed milk and evaporated milk, poured over a mountain of ice. The orange colour is from the tea blend. It's very sweet, and on a night this humid it's exactly right.",
  "Let's talk about money. So far I've spent a hundred and forty baht, which is about four dollars. Prices here are clearly posted at almost every stall, and nobody tried to charge me a tourist price. Bring small notes, because some vendors can't break a thousand baht note.",
  "Dessert is mango sticky rice, and this is peak mango season, so the fruit is ridiculously sweet. The rice is cooked with coconut cream and a pinch of salt, and topped with crunchy fried mung beans. If you're visiting Bangkok, everything from tonight is in the description with the market's location and opening hours.",
];

export const CAST_IRON_CARE = [
  "Cast iron has a reputation for being fussy, and I think that's mostly myths. I've used the same skillet every day for nine years, so let me show you what actually matters and what you can ignore.",
  "Myth number one: you can never use soap. Modern dish soap doesn't contain lye, and it won't strip polymerised seasoning. A drop of soap and a brush is completely fine. What you shouldn't do is leave the pan soaking in the sink overnight, because standing water is what causes rust.",
  'After washing, dry it on the stove over medium heat for a minute until every bit of moisture is gone. Then rub in a few drops of neutral oil with a paper towel, and wipe it off again as if you made a mistake. Too much oil is what makes pans sticky.',
  "If you do get rust, it's not ruined. Scrub the rust off with steel wool, wash, dry, and do a full re-seasoning in the oven: a very thin layer of oil, upside down at two hundred and fifty degrees Celsius for an hour. Let it cool in the oven.",
  'And the best way to build seasoning is simply to cook in it. Fry things, sear steaks, make cornbread. Avoid long simmering of tomato sauces for the first few months. Your pan will get better every year, which is not something you can say about a non-stick pan.',
];

export const BUDGET_MEAL_PREP = [
  "This week I'm meal prepping five lunches for under thirty dollars, and I'm going to show you the receipt at the end. The plan is one big grain, two proteins, roasted vegetables and three sauces, so the lunches don't all taste the same by Wednesday.",
  "The grain is farro, because it stays chewy for days in the fridge. One cup dry makes about three cups cooked. Cook it like pasta in plenty of salted water for twenty-five minutes, drain it, and spread it on a tray so it doesn't clump.",
  'Protein one is chickpeas roasted with cumin and smoked paprika. Protein two is chicken thighs, which are cheaper and much more forgiving than breasts. I marinate them in yogurt, garlic and lemon and roast them at the same time as the vegetables.',
  "For vegetables, anything that roasts well: broccoli, carrots, red onion and a whole head of cauliflower. Big tray, hot oven, don't crowd it. While that roasts, the sauces: a lemon tahini, a green herb sauce with whatever herbs are wilting in your fridge, and a quick peanut lime dressing.",
  "To pack it, I keep the sauces in separate little jars so nothing gets soggy. Grain on the bottom, protein and vegetables on top. Everything keeps for four days, so Friday's lunch goes in the freezer. And the receipt: twenty-seven dollars and forty cents for five lunches.",
];

export const TOKYO_RAMEN = [
  "Tokyo has thousands of ramen shops, and choosing one can be overwhelming, so today I'm visiting four shops that each serve a completely different style, to help you figure out which one you actually like.",
  "We're starting with shoyu ramen, the classic Tokyo style. Clear chicken broth, soy sauce tare, thin curly noodles, a slice of chashu pork and menma, which are fermented bamboo shoots. It's light, clean and it's where I'd start if it's your first bowl.",
  'Second shop, tonkotsu. This broth is pork bones boiled hard for more than twelve hours until it turns milky and rich. You order at a ticket machine by the door, and you can choose how firm you want the noodles. I always go for katame, firm.',
  "Shop three is tsukemen, dipping ramen. The noodles come cold and thick on one plate, and a very concentrated, almost gravy-like broth comes in a bowl. You dip the noodles, eat, and at the end you ask for soup wari, hot broth to thin out what's left so you can drink it.",
  "And the last one is a newer style, a niboshi ramen made with dried sardines. It's bitter and intensely fishy in a good way, and it divides people. Quick etiquette notes: slurping is fine, don't linger when there's a queue outside, and most small shops are cash only. All four shops are listed in the description with their closest stations.",
];

export const TEN_MINUTE_PIZZA = [
  'Yes, a real pizza in ten minutes, with no oven. The secret is a cast iron pan and your grill, and a dough you made in the morning in two minutes. Let me show you.',
  "The dough is the easiest thing: flour, water, salt and a small amount of instant yeast, mixed with a spoon, covered and left on the counter. By dinner it has doubled and it's soft and bubbly. No kneading at all.",
  'Heat the cast iron pan on the stove on high for five minutes while your grill heats too. Stretch the dough with your hands to the size of the pan. Oil the pan lightly, lay the dough in, and cook it for about two minutes until the bottom is spotty and brown.',
  'Now quickly add a thin layer of crushed tomatoes, torn mozzarella and a few basil leaves. Less is more here, because the top only gets about three minutes. Slide the pan under the grill, as close to the element as you can.',
  "Watch it the whole time. When the cheese bubbles and the crust edge chars in spots, it's done. Olive oil on top, a pinch of flaky salt, and slice. It's not a wood-fired Neapolitan, but for a Tuesday it's honestly close.",
];
