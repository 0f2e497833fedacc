/** Written by `npm run art:templates` (scripts/art-templates.mts): each template's design pages at 1x and 2x. Do not edit. */
import type {DesignPage} from './template-designs';

export interface DesignFile {page: DesignPage; width: number; height: number; src: string; src2x: string; blurDataUrl: string}

export const TEMPLATE_DESIGN_FILES: Readonly<Record<string, readonly DesignFile[]>> = {
  "1": [
    {
      "page": "menuFront",
      "width": 560,
      "height": 792,
      "src": "/templates/1-menuFront.501011d669.webp",
      "src2x": "/templates/1-menuFront@2x.fc95794223.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAABwAwCdASoMABEAPtFUpEuoJKOhsAgBABoJZwC/OCHh8mSidAAA/vHbWmVXP9WizFA2AAAA"
    },
    {
      "page": "menuBack",
      "width": 560,
      "height": 792,
      "src": "/templates/1-menuBack.6c58084799.webp",
      "src2x": "/templates/1-menuBack@2x.09a2e043f5.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCdAB6P20wjpAAA/vH2thZ+zmaCOGlWqCd1G3vWAwFwAAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/1-square.9c471b85c0.webp",
      "src2x": "/templates/1-square@2x.0f26a51b87.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACwAQCdASoMAAwAAsBMJQBOgCHe1NwAAP703ZWjH3NiPOnE1qQY8pAA"
    }
  ],
  "2": [
    {
      "page": "menuFront",
      "width": 560,
      "height": 792,
      "src": "/templates/2-menuFront.1440a613ca.webp",
      "src2x": "/templates/2-menuFront@2x.27179d236f.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwCo9C0kAAD+8FhSSsY8qRqCC5+ItgAAAA=="
    },
    {
      "page": "menuBack",
      "width": 560,
      "height": 792,
      "src": "/templates/2-menuBack.e6fcab0bc6.webp",
      "src2x": "/templates/2-menuBack@2x.b62b7cb905.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAgCdASoMABEAPtFWo0uoJKMhsAgBABoJZwC06C0kAAD+8AfUcqWcYftM8UCO2thPEToPIWAAAA=="
    }
  ],
  "3": [
    {
      "page": "poster",
      "width": 560,
      "height": 792,
      "src": "/templates/3-poster.5c167f9e59.webp",
      "src2x": "/templates/3-poster@2x.8240bceac0.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQC7ACHfL5FzLEAA/sdnN0kZ2JgdZQoUHfHIkCWohZydYHvn0I7WIPoAAA=="
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/3-story.ab7ae786a8.webp",
      "src2x": "/templates/3-story@2x.db5abcd94b.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQC7ACHRvWtjcfGmAAD+x3niLOKuaUuNysOPPsMjbb4xBRVgtjcsHlyfmhJDVaXPCGSk+4AAAA=="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/3-square.19b08b5084.webp",
      "src2x": "/templates/3-square@2x.c604974eb9.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAAwAAsBMJQBOgB5Nor0AAP5mQvuVxpB9x/tKex/4iD9wh9Hq/7gjhLsG5ogAAAA="
    }
  ],
  "4": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/4-feed.94729ada58.webp",
      "src2x": "/templates/4-feed@2x.d273b33d4f.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJbACdAELN19XoQAA/udjYZMQ/DQvrVYKFLI7g5eE+kugSsE+//qv8fewdzOAAAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/4-square.889416517a.webp",
      "src2x": "/templates/4-square@2x.548beae0aa.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAAwAAsBMJbACdAEO5iCZ9QAA/uqF7f97gORqXK7rSbtasD/BqiOtRNEv8eH0Q/FZmAAA"
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/4-story.390b2ba406.webp",
      "src2x": "/templates/4-story@2x.bdaef21699.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJaACdACHch8arF2PqOMAA/t89AI97ID6oOj15d1Yufwb+eJc/WY1zxd2I48C/7Rp9d/8jetY9QAAA"
    }
  ],
  "5": [
    {
      "page": "poster",
      "width": 560,
      "height": 792,
      "src": "/templates/5-poster.c0534ce8ea.webp",
      "src2x": "/templates/5-poster@2x.6cbccc1bf4.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAACQAwCdASoMABEAPtFUo0uoJKMssAgBkBoJQBYdhDo69Y9W+JEgAP7y1mWLOgJf/l0QHvbt9F3mYvZ+Z78R7W/0Udh3zAIa0PIAAA=="
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/5-story.2c2272c4e8.webp",
      "src2x": "/templates/5-story@2x.a59d6ecd4a.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRmAAAABXRUJQVlA4IFQAAADQAwCdASoMABUAPtFWo0uoJKMhsAgBABoJQBadBDuSbxJ8fud4CAAA/vKlA8sF7MOy2UyUHRaRuWd4ugJOpwn8L71AvQPpfyfBToPELel51PHBAAA="
    }
  ],
  "6": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/6-feed.647dcb3016.webp",
      "src2x": "/templates/6-feed@2x.30efb58d78.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoMAA8AAsBMJZQC7AF1AAD+9BD+VrZ4j0H0UQhR77RwwAAA"
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/6-square.5659ecbbcd.webp",
      "src2x": "/templates/6-square@2x.5e9039faa6.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACwAQCdASoMAAwAAsBMJZQCdAEO9qbgAP73Cv6FzzopSkGE8EXAAA=="
    }
  ],
  "7": [
    {
      "page": "wide",
      "width": 800,
      "height": 419,
      "src": "/templates/7-wide.63e03d68c3.webp",
      "src2x": "/templates/7-wide@2x.b10881f367.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAYAAsBMJZgCdAEO43sucAD+9SLjsN3AQ4Tp7Qdl+vgY+cOABl0agAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/7-square.9f5dc586bf.webp",
      "src2x": "/templates/7-square@2x.5656348059.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAAwAAsBMJZACdAEQ/Yo54gAA/vcI5YO2hc2tLR1xK5bhSa+qB6NwQaq1wAAA"
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/7-story.ee50818590.webp",
      "src2x": "/templates/7-story@2x.ac262c5dac.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJQBOja/gLEtad5h+7AAD+8cmtbCaOPK+D0PJ1DsvHbaMByPCq1e/rUSMDtJvYBb8iFD5IVR3yvIAA"
    }
  ],
  "8": [
    {
      "page": "menuFront",
      "width": 560,
      "height": 792,
      "src": "/templates/8-menuFront.2022c55c3c.webp",
      "src2x": "/templates/8-menuFront@2x.83356d32c1.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAACwAgCdASoMABEAPtFWo0uoJKMhsAgBABoJaQAAeyAA/vCi3Zx5cjGOjS+gMAaK8D8S/Y80oQAAAA=="
    },
    {
      "page": "menuBack",
      "width": 560,
      "height": 792,
      "src": "/templates/8-menuBack.9c5745b8d2.webp",
      "src2x": "/templates/8-menuBack@2x.dd66f07f85.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwAAW9u8MFZhAAD+8qqPzTMIiZIefl8BdaqA1gb9Mc2Za76I8AAA"
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/8-story.f872ba7c57.webp",
      "src2x": "/templates/8-story@2x.19f6b944ee.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFWpUwoJKOiMAgBABoJZwAAW9u+upSBM1AsAAD+8MyWLFf5P0V/QOrIt0Ywv5NUK6ruscJyhhB2P2rjfA368DeUGEAAAA=="
    }
  ],
  "10": [
    {
      "page": "detailTop",
      "width": 560,
      "height": 700,
      "src": "/templates/10-detailTop.6d5de0bb01.webp",
      "src2x": "/templates/10-detailTop@2x.e975599808.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAA8AAsBMJaQAAuYeHk3AAP74k42ozMQQSOmdXtFXs/4l4ENJhTt4+Z0QwEQAAAA="
    },
    {
      "page": "detailPoints",
      "width": 560,
      "height": 700,
      "src": "/templates/10-detailPoints.0fa8b632b1.webp",
      "src2x": "/templates/10-detailPoints@2x.e77988a4fa.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAAAQAgCdASoMAA8AAsBMJaQAAxf8thRjKGsAAP74kxXYrBGsCUCRWB2OBNPofaCJqFDAAA=="
    },
    {
      "page": "detailSpecs",
      "width": 560,
      "height": 700,
      "src": "/templates/10-detailSpecs.dda5b91360.webp",
      "src2x": "/templates/10-detailSpecs@2x.d54ab7c713.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRioAAABXRUJQVlA4IB4AAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPvyOAA="
    }
  ],
  "11": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/11-feed.35dbf0c6dd.webp",
      "src2x": "/templates/11-feed@2x.170d0daf51.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAA8AAsBMJaACdAEPfxXyvDAA/vObJK6lcuzK0YspEW7/8BtA31MEv5HO76n/EWlorUAA"
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/11-square.afccfe65a3.webp",
      "src2x": "/templates/11-square@2x.10f8936567.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJZACdAEO5cUz4AD+9N2Ryh6Gi72x3ZgPq1VSOV/XinNXQAA="
    }
  ],
  "12": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/12-feed.268077079c.webp",
      "src2x": "/templates/12-feed@2x.1d40c0664e.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACwAQCdASoMAA8AAsBMJZQAAudQVWcAAP73Ijyk+ax7Eko7tT5oAA=="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/12-square.c1ed5e33a0.webp",
      "src2x": "/templates/12-square@2x.1ff5e5b288.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACwAQCdASoMAAwAAsBMJYwAAud9FPgAAP7zrQbryGdqts5IF5hxv5TjoAA="
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/12-story.8c9b5d17cb.webp",
      "src2x": "/templates/12-story@2x.40fbc6d0af.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAAAwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZwC/OC0EnbgAAP7waNp9Mb65XkHAa62h1glTaUbg2Q4NkSgSmGgA"
    }
  ],
  "13": [
    {
      "page": "detailTop",
      "width": 560,
      "height": 700,
      "src": "/templates/13-detailTop.dcfaff12f9.webp",
      "src2x": "/templates/13-detailTop@2x.9123c9b195.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoMAA8AAsBMJYwC7ADcUI+uboAA/vi6Vy+0uIJn+BmNfArzIGf7Am/DqZ8YShnbslOomd2Doba5ZkAA"
    },
    {
      "page": "detailPoints",
      "width": 560,
      "height": 700,
      "src": "/templates/13-detailPoints.05d170ac21.webp",
      "src2x": "/templates/13-detailPoints@2x.3f26899a02.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJZQC7AEf/s7Qs+AA/vc9ah6ZhaLdqcf6Ugsvtj/sCHvxtshSQD9XqhrKGEMpAAA="
    },
    {
      "page": "detailSpecs",
      "width": 560,
      "height": 700,
      "src": "/templates/13-detailSpecs.cc73d4e0a6.webp",
      "src2x": "/templates/13-detailSpecs@2x.e04e5efa52.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QSTve9wQAAA=="
    }
  ],
  "14": [
    {
      "page": "wide",
      "width": 800,
      "height": 419,
      "src": "/templates/14-wide.4dd4917596.webp",
      "src2x": "/templates/14-wide@2x.f6a9fd3edd.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACwAQCdASoMAAYAAsBMJYwAAp1UGX5oAP71oVZBpoKxztYd1TZqkMYq9gvOy6DkAAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/14-square.4c6e8e2d46.webp",
      "src2x": "/templates/14-square@2x.d38531c8c3.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACwAQCdASoMAAwAAsBMJQAAU5CAP1lQAP7rcUHo/h23mb8T9OXreO66B+jX9Vf7AAA="
    }
  ],
  "15": [
    {
      "page": "poster",
      "width": 560,
      "height": 792,
      "src": "/templates/15-poster.16b64b9760.webp",
      "src2x": "/templates/15-poster@2x.34dabfeb39.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdcbGigRkgAP7tSQZsNqW4BQ03+DXGn4juVzd7TsctQ7PyFRB8cAAA"
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/15-square.c87fcf583b.webp",
      "src2x": "/templates/15-square@2x.3456ede91a.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJQBOgCP/2+fHAAD+8BdcKOf5RYnY9Kr2OMvhW201Hj3V6ggAAA=="
    }
  ],
  "16": [
    {
      "page": "poster",
      "width": 560,
      "height": 792,
      "src": "/templates/16-poster.5bb579b828.webp",
      "src2x": "/templates/16-poster@2x.e845e42289.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCzgCHh70erRmWAAP7ypPK8HxJlz+7d4PGpr7PjPNZO7v/2eZOl+hx0AA=="
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/16-story.e3ac288229.webp",
      "src2x": "/templates/16-story@2x.d62bcb5afe.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAAAQAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZV2AADYCVuAA/vBcl9rwPiUFkWjUNlOo0f5EDgo10xH7hv4WT9n6tG/VJZtYxqYrFpwAAAA="
    }
  ],
  "17": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/17-feed.a16b6bfee9.webp",
      "src2x": "/templates/17-feed@2x.4a9e293bfc.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoMAA8AAsBMJYwCdAEO/DNvQAD+827tslm7qIpoUXJwblsAAAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/17-square.1539b103fe.webp",
      "src2x": "/templates/17-square@2x.07acfbe1fa.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADQAQCdASoMAAwAAsBMJZQCdAEO/GymwAD+84BBpyU0PHvNABAAAA=="
    }
  ],
  "18": [
    {
      "page": "wide",
      "width": 800,
      "height": 419,
      "src": "/templates/18-wide.6eb734593f.webp",
      "src2x": "/templates/18-wide@2x.ff6d1f4f92.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAAYAAsBMJZACdAD0fqRiAAD+7vDWxy3jNb/2vw5oN8VotfIboJONtsYC92JwAAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/18-square.93321255c1.webp",
      "src2x": "/templates/18-square@2x.201d047166.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAAwAAsBMJZgCdAEOGWIAAP70LxtVgR87gabqThkvBvxUggSHwd0QaXysQhN+PAA="
    }
  ],
  "19": [
    {
      "page": "detailTop",
      "width": 560,
      "height": 700,
      "src": "/templates/19-detailTop.5f57c1c7fe.webp",
      "src2x": "/templates/19-detailTop@2x.9345c2a528.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7yXWZXjvVs2ZhF8+W5aqniGEc/OEaRq9Dd4gAAAA=="
    },
    {
      "page": "detailPoints",
      "width": 560,
      "height": 700,
      "src": "/templates/19-detailPoints.4a844ba329.webp",
      "src2x": "/templates/19-detailPoints@2x.f019a84b19.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9O0Hc3+clLxftRgBIAA="
    },
    {
      "page": "detailSpecs",
      "width": 560,
      "height": 700,
      "src": "/templates/19-detailSpecs.b0b1ef5169.webp",
      "src2x": "/templates/19-detailSpecs@2x.812f56f471.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9R+ssOVk8gqNiAAA"
    }
  ],
  "20": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/20-feed.2b994ef747.webp",
      "src2x": "/templates/20-feed@2x.feeff8ce2e.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAAAwAgCdASoMAA8AAsBMJZQCdADcIMayAfluAAD3JxKfPm5dGoNB6AfCFE9JapTPMt+vjgAA"
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/20-square.fb2abc4300.webp",
      "src2x": "/templates/20-square@2x.19aa68d48b.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJZwCdAD0HDGa4ADh7R82wLQ5TmNzfRK67JnLhphMHnZKgAA="
    }
  ],
  "21": [
    {
      "page": "poster",
      "width": 560,
      "height": 792,
      "src": "/templates/21-poster.0c9e9b2d1e.webp",
      "src2x": "/templates/21-poster@2x.6179901139.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYgCdACHgWEstnIAA/vHtv0CYrBp1ZS4Pg2SKv8lKuqvLRt+aMbQrv3fAAA=="
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/21-story.7cf14eff26.webp",
      "src2x": "/templates/21-story@2x.09687c6d4b.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZgCdMoRwADfmC8BYAAD+8E8aXzQp3U8XhKDNnwjmsh+jmx5MitMVsAHV4cU2g4v7Y3Oj7fSAAA=="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/21-square.185162050a.webp",
      "src2x": "/templates/21-square@2x.57dd3cb3ad.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJaACdAEPAKVSgAD+9hH5OmCwwmtt/9UBNd5QX5e5K0iAAAA="
    }
  ],
  "22": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/22-feed.3b3da24fc0.webp",
      "src2x": "/templates/22-feed@2x.6f8baf6ed6.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoMAA8AAsBMJYmHgRgAiwAA/vGIH4+bndV8edGW8wPkdhC2aV0AAA=="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/22-square.210b0c4eda.webp",
      "src2x": "/templates/22-square@2x.8321c263e4.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoMAAwAAsBMJYmR5RgAiwAA/vLi9P8PDZZ/LN21d0dBgjAAAAA="
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/22-story.84232db898.webp",
      "src2x": "/templates/22-story@2x.cf31634e04.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAABwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJQAALfXTTytAQ+AAA/u14e1stPnjL+DLc6pqyllsIqMlYwBgaAA=="
    }
  ],
  "23": [
    {
      "page": "detailTop",
      "width": 560,
      "height": 700,
      "src": "/templates/23-detailTop.551f03b490.webp",
      "src2x": "/templates/23-detailTop@2x.4573e50c8c.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAAAQAgCdASoMAA8AAsBMJZQCdIHAE73C5x3AAP75UThWxxI+CbAu1QPdPgjgUbOCgR3WsidqCrMzkzhUfMKJE3EsQPAAAA=="
    },
    {
      "page": "detailPoints",
      "width": 560,
      "height": 700,
      "src": "/templates/23-detailPoints.0c39725893.webp",
      "src2x": "/templates/23-detailPoints@2x.9aaa01ac9f.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoMAA8AAsBMJZQCdAERHthzd9gA/vfHXYBRE0RnFZqa+yLXm+YAyn6r343Wdk0CCCHVDlXSJ8YAAA=="
    },
    {
      "page": "detailSpecs",
      "width": 560,
      "height": 700,
      "src": "/templates/23-detailSpecs.d9a6545a97.webp",
      "src2x": "/templates/23-detailSpecs@2x.074ed207a5.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7oDWiSmb99cAA"
    }
  ],
  "24": [
    {
      "page": "feed",
      "width": 560,
      "height": 700,
      "src": "/templates/24-feed.a0bf31241c.webp",
      "src2x": "/templates/24-feed@2x.7d9ad57fa7.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJYwCdAEQXIOXDV4gAMxK5S4bGVgPNLYqKZsQh8uor/ne6mK9/z10KGr0TLKAAAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/24-square.9618922320.webp",
      "src2x": "/templates/24-square@2x.c821f25494.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAAwAAsBMJYwCdAD0Ql8tMAAAyjbFtuIS2VDvJ5JcTQysn8zqOcYCUAA="
    }
  ],
  "25": [
    {
      "page": "wide",
      "width": 800,
      "height": 419,
      "src": "/templates/25-wide.17717a84db.webp",
      "src2x": "/templates/25-wide@2x.20d9cc47cd.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAAAQAgCdASoMAAYAAsBMJZQCdAEQ/eMcFSNAAP708Op/lLx7kOmrIjP1lDlPjhYAAAA="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/25-square.a388722542.webp",
      "src2x": "/templates/25-square@2x.7906967ba0.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAAwAAsBMJQBOgCHabdrMGAAA/vYx2bBKA98dabdyrTPqFH/QIq6wvQwdgAAA"
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/25-story.64c4504acc.webp",
      "src2x": "/templates/25-story@2x.45e0eccbf4.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQCdACHcjnciqwaZrAAA/vHNe/Lk9ljsLchpCwrsRtOZIkE6L4S2I37HaCFaVktkAAAA"
    }
  ],
  "26": [
    {
      "page": "poster",
      "width": 560,
      "height": 792,
      "src": "/templates/26-poster.7a5f866736.webp",
      "src2x": "/templates/26-poster@2x.8f99692b5d.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYwCdACFslRX7moAA/vHbyhmLCWe9LveK8rkMNeEXFrYH1s8ygzhaIvmwAA=="
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/26-square.52658df6a3.webp",
      "src2x": "/templates/26-square@2x.ae553f5706.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJYgCdAEPhnJfLIAA/vctrIE+ickbwXVbc8a+Mrmn4IoSXWAAAA=="
    }
  ],
  "27": [
    {
      "page": "detailTop",
      "width": 560,
      "height": 700,
      "src": "/templates/27-detailTop.b46249a5fe.webp",
      "src2x": "/templates/27-detailTop@2x.05dec3d427.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAA8AAsBMJYwAAltSvxoAAP75UThWtEs3b8NuLCh81lca4zvNjraHv9sneIAA"
    },
    {
      "page": "detailPoints",
      "width": 560,
      "height": 700,
      "src": "/templates/27-detailPoints.b040bc2d35.webp",
      "src2x": "/templates/27-detailPoints@2x.501fe5fb40.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAA8AAsBMJZQAAudVZb9dAAD+98ZLNEPmDm7/LszmKPZF6iJJS1O8fMevwAAA"
    },
    {
      "page": "detailSpecs",
      "width": 560,
      "height": 700,
      "src": "/templates/27-detailSpecs.d064688ac8.webp",
      "src2x": "/templates/27-detailSpecs@2x.92aefacda3.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2k/Rms++XZLIAAA"
    }
  ],
  "28": [
    {
      "page": "wide",
      "width": 800,
      "height": 419,
      "src": "/templates/28-wide.906093f6fc.webp",
      "src2x": "/templates/28-wide@2x.6bdee9fd7a.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoMAAYAAsBMJbACdAD0QWBziAAA/vLqUsSN7ogpHvQvIy1BiiJdmQBKPf2NNyxGlisCDT+A2W1TCAAA"
    },
    {
      "page": "square",
      "width": 560,
      "height": 560,
      "src": "/templates/28-square.6082bbd44a.webp",
      "src2x": "/templates/28-square@2x.a1ac669a60.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADQAQCdASoMAAwAAsBMJbACdAD0QV0I4AD+9/F4n8piBP0r+ijUs8crvoGrT3X/uP5xv7+Swcd0tyO64AA="
    },
    {
      "page": "story",
      "width": 450,
      "height": 800,
      "src": "/templates/28-story.ac9fa8e4ec.webp",
      "src2x": "/templates/28-story@2x.a9e94bde81.webp",
      "blurDataUrl": "data:image/webp;base64,UklGRnIAAABXRUJQVlA4IGYAAADQAwCdASoMABUAPtFUpEuoJKOhsAgBABoJbAC7ACHfixurs23xwQAA9rqHc70EHHQ3uL50AHUH4puVj/LKvOVCBAfyJy17TPp/H3Iuxs1+ltf6ryVJV6VcA3/MwfJq71Uap+2AAAA="
    }
  ]
};
