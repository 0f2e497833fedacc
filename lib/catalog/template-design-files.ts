/** Written by `npm run art:templates` (scripts/art-templates.mts): each template's design pages at 1x and 2x, per render (a language, and a currency where the design shows prices: lib/catalog/template-designs DESIGN_RENDERS). Do not edit. */
import type {DesignPage} from './template-designs';

export interface DesignFile {page: DesignPage; width: number; height: number; src: string; src2x: string; blurDataUrl: string}

export const TEMPLATE_DESIGN_FILES: Readonly<Record<string, Readonly<Record<string, readonly DesignFile[]>>>> = {
  "1": {
    "en-USD": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuFront-en-USD.65ccb06878.webp",
        "src2x": "/templates/1-menuFront-en-USD@2x.a6a83b290d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAABwAwCdASoMABEAPtFWo0uoJKMhsAgBABoJZwC/OCHh8mTlUwAA/vHbWmVXP9WizN7E0AAA"
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuBack-en-USD.a020448d6e.webp",
        "src2x": "/templates/1-menuBack-en-USD@2x.961a2acdf8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCdAB6NpWEUAAD+8fa2Fn/AF6+mc0q1QTwXs4X40eMAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/1-square-en-USD.9c471b85c0.webp",
        "src2x": "/templates/1-square-en-USD@2x.0f26a51b87.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACwAQCdASoMAAwAAsBMJQBOgCHe1NwAAP703ZWjH3NiPOnE1qQY8pAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuFront-ko-KRW.a4c6a790d3.webp",
        "src2x": "/templates/1-menuFront-ko-KRW@2x.b6c1646f56.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAACwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwC7ACHhkrb7MUnXAAD+8dtaZr5PhXuPhKUMowzEoAAA"
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuBack-ko-KRW.b671b3e261.webp",
        "src2x": "/templates/1-menuBack-ko-KRW@2x.55d8fa0c89.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCdAC0kAAD+8Gji82YMAo3KNcPL4AWhhYBYgtK8zzgA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/1-square-ko-KRW.f084cd7561.webp",
        "src2x": "/templates/1-square-ko-KRW@2x.278683471c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABQAQCdASoMAAwAAsBMJQBOgCgAAP70EXeFHqsjRwdlkceJLM/jrAAA"
      }
    ],
    "en-AUD": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuFront-en-AUD.418d7fdb2e.webp",
        "src2x": "/templates/1-menuFront-en-AUD@2x.a7c380c78e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAABwAwCdASoMABEAPtFWo0uoJKMhsAgBABoJZwC/OCHh8mSidAAA/vHbWmVYN2XryX9oEiAA"
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuBack-en-AUD.7ba8640613.webp",
        "src2x": "/templates/1-menuBack-en-AUD@2x.248deabb02.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCdAB6NinsMAAD+8fa2Fn/AJ/IrWhdpWitRsyHWAwFwAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/1-square-en-USD.9c471b85c0.webp",
        "src2x": "/templates/1-square-en-USD@2x.0f26a51b87.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACwAQCdASoMAAwAAsBMJQBOgCHe1NwAAP703ZWjH3NiPOnE1qQY8pAA"
      }
    ],
    "vi-VND": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuFront-vi-VND.95c0ccb1ef.webp",
        "src2x": "/templates/1-menuFront-vi-VND@2x.7902c1bed9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAgCdASoMABEAPtFUpEuoJKOisAgBABoJZwC7AC0kAAD+8Kv3OSBK2u76cjOkLdUCd4AA"
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuBack-vi-VND.d345841f82.webp",
        "src2x": "/templates/1-menuBack-vi-VND@2x.fecf28e7c8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCdAB6NinH8AAD+8fa2Iw4YoRQ7YwWfPDyW5N8RAB0n5A4AAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/1-square-vi-VND.0551905b71.webp",
        "src2x": "/templates/1-square-vi-VND@2x.542e3e8d22.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACwAQCdASoMAAwAAsBMJQBOgCHe2JkAAP703ZG4F+9eXS5xNakGPKQAAAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuFront-zh-CNY.5dd5435ac8.webp",
        "src2x": "/templates/1-menuFront-zh-CNY@2x.281d2dd080.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAABQAwCdASoMABEAPtFUpEuoJKOhsAgBABoJZwC7AC0JMFzZgAD+8KzTtZdW2u4s6gKOUwPVDWAonwAA"
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuBack-zh-CNY.d27b998d06.webp",
        "src2x": "/templates/1-menuBack-zh-CNY@2x.69adb51c34.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAAAQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCdMoAEagAA/vBpRa185zBU8/U0bi3LxUyczyRNOzi4YkAkQAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/1-square-zh-CNY.25c13e01e1.webp",
        "src2x": "/templates/1-square-zh-CNY@2x.1f9cfdf087.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoMAAwAAsBMJQBOgCHTAv9AAP703ZN78hPCAycdk27J1YKbufx1gAAA"
      }
    ],
    "en-MYR": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuFront-en-MYR.92e9d662e3.webp",
        "src2x": "/templates/1-menuFront-en-MYR@2x.b3af77556c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwC/OC0kAAD+8KuDpuwSQXI9osy4C5AAAA=="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuBack-en-MYR.7ed1dfa186.webp",
        "src2x": "/templates/1-menuBack-en-MYR@2x.bf6b2b4e40.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCdAC0kAAD+8Gji803qQfbx0AGUIEP8dPt2lUIkQ7WwAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/1-square-en-USD.9c471b85c0.webp",
        "src2x": "/templates/1-square-en-USD@2x.0f26a51b87.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACwAQCdASoMAAwAAsBMJQBOgCHe1NwAAP703ZWjH3NiPOnE1qQY8pAA"
      }
    ],
    "ja-KRW": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuFront-ja-KRW.9f626a7fb5.webp",
        "src2x": "/templates/1-menuFront-ja-KRW@2x.e8bc3154d7.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAAAwAwCdASoMABEAPtFWo0uoJKMhsAgBABoJZwC7ACz+PmCAAP7wq4OPdverj0rUJUgiCkwA"
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/1-menuBack-ja-KRW.f5dc5361bb.webp",
        "src2x": "/templates/1-menuBack-ja-KRW@2x.a2eb05fe23.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAgCdASoMABEAPtFWo0uoJKMhsAgBABoJZQCdAC0kAAD+8IFLE2Yf939pnFSUAzRrk3kp3XtcgAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/1-square-ja-KRW.e09fba4fd4.webp",
        "src2x": "/templates/1-square-ja-KRW@2x.ca5630151b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABQAQCdASoMAAwAAsBMJQBOgCgAAP70EXc5e0OShrmBnxNakGPKQAAA"
      }
    ]
  },
  "2": {
    "en-USD": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuFront-en-USD.7a641c7ff4.webp",
        "src2x": "/templates/2-menuFront-en-USD@2x.a07581f552.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAgCdASoMABEAPtFWo0uoJKMhsAgBABoJZwC7AC0kAAD+8FhQQXmf0J3tO9d6XoAAAA=="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuBack-en-USD.627b4ef35d.webp",
        "src2x": "/templates/2-menuBack-en-USD@2x.052e40e87a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwCdAC0kAAD+8AfUcqWb7dM8T5vCLb6H1yTgAAA="
      }
    ],
    "ko-KRW": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuFront-ko-KRW.6cf39e2a06.webp",
        "src2x": "/templates/2-menuFront-ko-KRW@2x.a1eaded9d8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwCo9C0kAAD+8FRJisMalhAivBZNwAA="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuBack-ko-KRW.e6e9b734ec.webp",
        "src2x": "/templates/2-menuBack-ko-KRW@2x.2c9bec6571.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAABQAwCdASoMABEAPtFUpEuoJKOhsAgBABoJZwC06CHe1wnQYAD+8MCfGAgWjSplywWA2vrIAAA="
      }
    ],
    "en-AUD": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuFront-en-AUD.2077ac5c4c.webp",
        "src2x": "/templates/2-menuFront-en-AUD@2x.5e79da3e62.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAgCdASoMABEAPtFWo0uoJKMhsAgBABoJZwC7AC0kAAD+8FhQQXmf0J3tO9d6XoAAAA=="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuBack-en-AUD.8f498d82bb.webp",
        "src2x": "/templates/2-menuBack-en-AUD@2x.1ebdd65c27.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwCdAC0kAAD+8AfUcqWb7dM8T5vCLb6H1yTgAAA="
      }
    ],
    "vi-VND": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuFront-vi-VND.96a9a4ef2e.webp",
        "src2x": "/templates/2-menuFront-vi-VND@2x.8d1f372b4a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwC7AC0kAAD+8FhSblKk/oTvacVnIDAAAA=="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuBack-vi-VND.9e63a049a0.webp",
        "src2x": "/templates/2-menuBack-vi-VND@2x.1d737dcf57.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwCdAC0kAAD+8AfUcqWb7dM8TPqIrXTbW/xgAAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuFront-zh-CNY.9a17b234ee.webp",
        "src2x": "/templates/2-menuFront-zh-CNY@2x.8fb11bc092.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwCo9C0kAAD+8FhSSiYa1N0JtV1rG9XgAA=="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuBack-zh-CNY.33673ee455.webp",
        "src2x": "/templates/2-menuBack-zh-CNY@2x.ab37d9fa8b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAgCdASoMABEAPtFWo0uoJKMhsAgBABoJZwC06C0kAAD+8AfUcqWcVrtZ0zjyYmrUjigHEAA="
      }
    ],
    "en-MYR": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuFront-en-MYR.7c88624ee7.webp",
        "src2x": "/templates/2-menuFront-en-MYR@2x.6f0a414403.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwC7AC0kAAD+8FhRBWvz+hO9p3rvS9AAAA=="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuBack-en-MYR.9f251c6e3c.webp",
        "src2x": "/templates/2-menuBack-en-MYR@2x.736d370cf5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwCdAC0kAAD+8AfUcqWb7dM8T5vCLb6H1yTgAAA="
      }
    ],
    "ja-KRW": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuFront-ja-KRW.34cb269cda.webp",
        "src2x": "/templates/2-menuFront-ja-KRW@2x.77f54cf8e7.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAgCdASoMABEAPtFWo0uoJKMhsAgBABoJZwCo9C0kAAD+8FWcgEfkqRqB1bbijgA="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/2-menuBack-ja-KRW.d0f05e24cc.webp",
        "src2x": "/templates/2-menuBack-ja-KRW@2x.904a80a050.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAgCdASoMABEAPtFUo0uoJKMhsAgBABoJZwC06C0kAAD+8AfUcqWcYftM8UCO2thPEToPIWAAAA=="
      }
    ]
  },
  "3": {
    "en-USD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/3-poster-en-USD.99542f3c70.webp",
        "src2x": "/templates/3-poster-en-USD@2x.31e6df26c6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQC7ACHfLnlclgAA/sdnN0kZ2JgZKxxSbGhj04OxWkPTGNu6HyjshYAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/3-story-en-USD.bf4072f51b.webp",
        "src2x": "/templates/3-story-en-USD@2x.81dfc9f57b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQC06CHfVYOnrSaCDgAA/sd54izirl0w6rwDJHleMl6Hgob/QDixErSH1yrHGK4vQuvAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/3-square-en-USD.626a0ef7f6.webp",
        "src2x": "/templates/3-square-en-USD@2x.354990fcdf.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAAwAAsBMJQBOgB5Nor0AAP5mQvuVxpB92ZdEdUv4fN2/nsT8etPU7qSxThAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/3-poster-ko-KRW.7aacf195cc.webp",
        "src2x": "/templates/3-poster-ko-KRW@2x.8d3a8f6982.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAADQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQC7ACIftNo8PUC7REAA/sdnNKfe7cPzkr1CaAGs3/HCFqXJ+aEjp1dPByAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/3-story-ko-KRW.216968c73b.webp",
        "src2x": "/templates/3-story-ko-KRW@2x.00787ed7d4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJYwCdACIfb4TGDzYiFAAA/sd54i1AEK7fx1NDQsTvl7mxi86e0XeQGS0HxMqux+rZxYISKi4ExAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/3-square-ko-KRW.fbd9b6ee89.webp",
        "src2x": "/templates/3-square-ko-KRW@2x.2733fef6bf.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACQAQCdASoMAAwAAsBMJQBOgB43FAAA/mZC+5XGkH3Zl0R1S/h83rDJd8gscti9A7IOoPAA"
      }
    ],
    "en-AUD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/3-poster-en-AUD.c575d93c62.webp",
        "src2x": "/templates/3-poster-en-AUD@2x.0d6278c802.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQC7ACHfLn7s0aoAAP7HZzdJGdiYGSscVGu8q954BlWkPryRBqmM4hktAAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/3-story-en-AUD.f73278d31d.webp",
        "src2x": "/templates/3-story-en-AUD@2x.84f3d1ef81.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQAAW+oVWBLvjS4tAAD+x3niLOKuXTDqvAMkeV4yXoeChv9AOLET9yfml5g1agCO3GIAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/3-square-en-AUD.217948eb5a.webp",
        "src2x": "/templates/3-square-en-AUD@2x.4ea4a2a85b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAAwAAsBMJQBOgB5Nor0AAP5mQvuVxpB92ZdEdUv4fN2/nsT8etPU7qSxThAA"
      }
    ],
    "vi-VND": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/3-poster-vi-VND.dc0b34cd28.webp",
        "src2x": "/templates/3-poster-vi-VND@2x.ce98f93941.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMqMAgBQBoJZQCw7CHfLnckXoAA/sdnN0kZ2JgZKxxSIytWiPK2iDyj2UCjEPJ074QAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/3-story-vi-VND.a802f05b53.webp",
        "src2x": "/templates/3-story-vi-VND@2x.e43065891c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQC7ACHfVYOn0zY8DKAA/sd54izirl0w6rwDJHleMl6Hgob/P/rIxGGQmDQDDx/8XZi4AAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/3-square-vi-VND.b363287889.webp",
        "src2x": "/templates/3-square-vi-VND@2x.e9191b8dbc.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAAwAAsBMJQBOgB6Kv5N9wAD+ZkL7lcK85WVJ0qi+k+flFZZwpEISkM5B1B4AAAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/3-poster-zh-CNY.22fa4c5fe7.webp",
        "src2x": "/templates/3-poster-zh-CNY@2x.d689d3b42d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQC7ACHfLnU0QAD+x2c3SRnYmBkrHFNgdDMZsZTJ7q0dFWDY+OmD2MgAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/3-story-zh-CNY.3c90776561.webp",
        "src2x": "/templates/3-story-zh-CNY@2x.01622a2cd9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQC7ACIftyKhfaPyBAD+x3niM0vKpBAwgC5I5aZcqOItfG7WWy92OIwyEwbCFHe7JRiPTgRgAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/3-square-zh-CNY.5de5200bc7.webp",
        "src2x": "/templates/3-square-zh-CNY@2x.c5cd9c542b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACQAQCdASoMAAwAAsBMJQBOgB5am4AA/mZC+5XC0sPM7dHuOYvltX7Hz/XVTtcEcJdhMpVgAAA="
      }
    ],
    "en-MYR": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/3-poster-en-MYR.70974d0ab2.webp",
        "src2x": "/templates/3-poster-en-MYR@2x.95ee3e61fc.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMqMAgBQBoJZQCw7CHfLnlclgAA/sdnN0kZ2JgZKxxSbGhj04OxEYYT/29mv0DIIX0AAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/3-story-en-MYR.0b4ec91b73.webp",
        "src2x": "/templates/3-story-en-MYR@2x.f6838ac59f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQC7ACHfVUeSpg2Q6AAA/sd54izirl0w6rvKU9HGZLHc+sJSQUSLHtyfmhJCKUefApVC/gAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/3-square-en-MYR.51190eff00.webp",
        "src2x": "/templates/3-square-en-MYR@2x.e9a967d2f9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAAwAAsBMJQBOgB47z5YAAP5mQvuVxpB92ZdEdUv4fN28kp7IFaep3UlinCAA"
      }
    ],
    "ja-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/3-poster-ja-KRW.a6a898f15e.webp",
        "src2x": "/templates/3-poster-ja-KRW@2x.272cbbaebc.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQC7ACHfLnnkJKAA/sdnN0kZ2JgZKxxTYHQyG2Nzyg+Itr57XYhyhYAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/3-story-ja-KRW.20313a76dc.webp",
        "src2x": "/templates/3-story-ja-KRW@2x.be3866bdd2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAADwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQC7ACIfuxU8griI0+4AAP7HeeIzS8qkECwXcSi8XilhCd5qQmFebmcRhkJg2eklB6rFubMAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/3-square-ja-KRW.ebad69ca1b.webp",
        "src2x": "/templates/3-square-ja-KRW@2x.063e469472.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACQAQCdASoMAAwAAsBMJQBOgBUmFQAA/mZC+5XI9dw22+jo6Y+8/e2/bAsjSKy2L0Dsg6g8AAA="
      }
    ]
  },
  "4": {
    "en-USD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/4-feed-en-USD.36c8dc5489.webp",
        "src2x": "/templates/4-feed-en-USD@2x.4346543a78.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAACwAQCdASoMAA8AAsBMJbACdAELN1twAP7nY2GTEPw0L61WChSyO4VxYi+emYFyn3/9V/j72KsW8AAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/4-square-en-USD.35c3f41a5b.webp",
        "src2x": "/templates/4-square-en-USD@2x.1c43f890b3.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAAwAAsBMJbACdAEO5iCZ9QAA/uqF7f97gORqXK7rSbtasD/BqiOtRNEv8eH0Q/FZmAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/4-story-en-USD.6e1b8b04c3.webp",
        "src2x": "/templates/4-story-en-USD@2x.6cd89dc45e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJaACdACHch8arF2Pzu1IAAP7fPQCPeyA+qDo9eXdWLn8G/niXP1mNc8XdiOPAv+0afXf8FBCJ7AAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/4-feed-ko-KRW.2639c6e3f7.webp",
        "src2x": "/templates/4-feed-ko-KRW@2x.6bbad25365.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAA8AAsBMJagCdAERGPHvrQAA/udhh6TXLPP92wY5zvIkSYZeHOTTDLFH/uD9Qe/sYzwA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/4-square-ko-KRW.a9843ed65c.webp",
        "src2x": "/templates/4-square-ko-KRW@2x.70d66a5ca5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAAwAAsBMJbACdAEOggRaMtwAAP7qhe3/e4DkcG7R4YH7fuofzDrby1bXX/QIdhHzHywAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/4-story-ko-KRW.2137fc33fb.webp",
        "src2x": "/templates/4-story-ko-KRW@2x.1f8c2a31d2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRmQAAABXRUJQVlA4IFgAAADwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJaACdACHci2QbMYvGmZoAAP7fPQCPeXwhijhHe4HvWLn8G/niVzmjdHqVv10jwwR9McHaByeD5svrb4/fcAAA"
      }
    ],
    "en-AUD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/4-feed-en-AUD.b41d2c1bbf.webp",
        "src2x": "/templates/4-feed-en-AUD@2x.b2fe66acd5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJbACdAELN19XoQAA/udjYZMQ/DQvrVYKFLI7g5eE+kugSsE+//qv8fewdzOAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/4-square-en-AUD.4a11c4c4f0.webp",
        "src2x": "/templates/4-square-en-AUD@2x.d9e30724f9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADwAQCdASoMAAwAAsBMJbACdAEO5iCZ9QAA/uqF7f97gORqXK7rSbtasD/BqiOtRNEv8eH0Q/FZmAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/4-story-en-AUD.9a31d052fe.webp",
        "src2x": "/templates/4-story-en-AUD@2x.ae99c3b1af.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJaACdACHch8arF2PqOMAA/t89AI97ID6oOj15d1Yufwb+eJc/WY1zxd2I48C/7Rp9d/8jetY9QAAA"
      }
    ],
    "vi-VND": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/4-feed-vi-VND.334278bb10.webp",
        "src2x": "/templates/4-feed-vi-VND@2x.d0e7358945.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADQAQCdASoMAA8AAsBMJagCdAELN5oK4AD+52NhkxD8NC+tVgoVCJ9+Hu96FFIa4o/9wfqD333CwAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/4-square-vi-VND.7fa6cb1461.webp",
        "src2x": "/templates/4-square-vi-VND@2x.44913f5852.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAABwAQCdASoMAAwAAsBMJbACdAF1AAD+8BgZwiMXprpKtuV/d6AIrj1qwP8GqI61E0S/x4fRD8VmYAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/4-story-vi-VND.9dbd8d76e2.webp",
        "src2x": "/templates/4-story-vi-VND@2x.753fd38603.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAADwAwCdASoMABUAPtFWo0uoJKMhsAgBABoJaAC7ACHch8bCp95dfmsAAP7fPMOm/Cmhj6gRNXQ92bCCj86AgWjf9vObO5gYX4uKe6QgMpNwAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/4-feed-zh-CNY.ec25cf67fb.webp",
        "src2x": "/templates/4-feed-zh-CNY@2x.2bc5fef9a0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJagCdAELO4p2xQAA/udjYZMQ/DQvrVYHHhU+uVDDQfW/XKqPqVf3B+oPf2MZ4AA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/4-square-zh-CNY.d2f2b72433.webp",
        "src2x": "/templates/4-square-zh-CNY@2x.18f9fec599.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADQAQCdASoMAAwAAsBMJbACdAEOpYPcEAD+6oeZLO7Tzlrp2Lef0zV+6h/MOtvLVtdf9Ah2EfMfLAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/4-story-zh-CNY.55f88069b9.webp",
        "src2x": "/templates/4-story-zh-CNY@2x.a6c7295e51.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRmgAAABXRUJQVlA4IFwAAADwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJbACdMoRwACm1kHqb7OUAAP7fPQDc5vGvhSc1UPb7B6QVYuZ5Y0Gnot71IE9dJ7+7xpFfcX0JAunDQREFahVtOMAAAA=="
      }
    ],
    "en-MYR": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/4-feed-en-MYR.d688f8c52d.webp",
        "src2x": "/templates/4-feed-en-MYR@2x.4b71249b4f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAACwAQCdASoMAA8AAsBMJbACdAELN1twAP7nY2GTEPw0L61WChSyO4VxYi+emYFyn3/9V/j72KsW8AAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/4-square-en-MYR.4992166b6a.webp",
        "src2x": "/templates/4-square-en-MYR@2x.68823cb95d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAAAQAgCdASoMAAwAAsBMJbACdAEO5iDbbQ4AAP7qhe3/e4DkalyuBt7VqwP8GqI61E0S/x4fRD8VmYAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/4-story-en-MYR.72b500362d.webp",
        "src2x": "/templates/4-story-en-MYR@2x.14ba6e8a99.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJaACdACHch8arF0hlP4AA/t89AI97ID6oOj15d1Yufwb+eJc/WY1zxd2I48C/7RcRNP0IWUsQoAAA"
      }
    ],
    "ja-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/4-feed-ja-KRW.301cd6c39e.webp",
        "src2x": "/templates/4-feed-ja-KRW@2x.bd06555f91.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAA8AAsBMJbACdAERHzP9cRAA/ud7pDwMH39va9EiWeoFzv2VL1f2in9wfYr1JGAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/4-square-ja-KRW.e2f3fff74f.webp",
        "src2x": "/templates/4-square-ja-KRW@2x.de292be452.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkYAAABXRUJQVlA4IDoAAADQAQCdASoMAAwAAsBMJbACdAEOUdd+oAD+6ofYX7uBkxOS6MaO4dasD/BqiOtRNEv8eH0Q/FZmAAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/4-story-ja-KRW.805f89dc18.webp",
        "src2x": "/templates/4-story-ja-KRW@2x.100d3785f6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRmAAAABXRUJQVlA4IFQAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJaACdACHci2QyneV1AAD+3z0Aj3l8IYo4M33ah+h7s2EFH50BAtG/285s7mBim8w7OSSzbOEK1tbwAAA="
      }
    ]
  },
  "5": {
    "en-USD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/5-poster-en-USD.253314e9db.webp",
        "src2x": "/templates/5-poster-en-USD@2x.427e70d4fb.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAAAQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQAALeVzoXQAA/vKk8r2eWIgPTC08T6cPftVe09N+eiH8TS/npyvXnN930c+r2EAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/5-story-en-USD.03e1bb0370.webp",
        "src2x": "/templates/5-story-en-USD@2x.9feea2eb4e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJQBOgBDuSY69vXo85QAD+8qUDyyyjCjFy9PeZsbHWqi4tHd6FJZvj+ZRmJi9lFu4Mw69pbAAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/5-poster-ko-KRW.b13249d300.webp",
        "src2x": "/templates/5-poster-ko-KRW@2x.ea2c439f69.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAABwAwCdASoMABEAPtFUo0uoJKMssAgBkBoJQBYdhDtBVLqXiAAA/vLWZYs6Is5faLwbIiwCoPEBKGEBj+Mg2FwzPAmDoHN7hfAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/5-story-ko-KRW.e1602cd6a5.webp",
        "src2x": "/templates/5-story-ko-KRW@2x.f0e7ded65a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRmYAAABXRUJQVlA4IFoAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJQBOgBDuJjkH/TABsAAD+8qUDywXsw7Jw5Yv/iBUMdWuwtW/gGnBelq/z5fV8wbKGQmu8zPgdE5s4auNIAtfwwAA="
      }
    ],
    "en-AUD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/5-poster-en-AUD.2adabfd700.webp",
        "src2x": "/templates/5-poster-en-AUD@2x.c498a17d5d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAAwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQBdgBDqLzUtAAP7ypPK9nliID0wtPE+nD37VXtPTQt1L6H2fe18ZgSh/AAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/5-story-en-AUD.4ae30750bd.webp",
        "src2x": "/templates/5-story-en-AUD@2x.4068ae31c8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFWo0uoJKMhsAgBABoJQBOgBDuSY69vXo8EAAD+8qUDyyyjCjFy9PeZsbHWqi4tHd6FJZvj+ZRmJi9lFu4M5JgYugAAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/5-poster-vi-VND.c5eb24edd1.webp",
        "src2x": "/templates/5-poster-vi-VND@2x.fb08389b53.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQBdgBDwx/NwIrLZAAP7ypPK8Hkb5wmlz0Q7V2IbfSMJkhQDmucIrn/jwXQwM+/RQuQAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/5-story-vi-VND.6d8c621149.webp",
        "src2x": "/templates/5-story-vi-VND@2x.5c2855eaaa.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJQBYdhDuSY7Jfa0f64QAA/vKlA8ssowoxcvT3mZgc2Qzzgh50KSzfH8ykeTNLA7DQkYfI121gAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/5-poster-zh-CNY.42c8046f32.webp",
        "src2x": "/templates/5-poster-zh-CNY@2x.ce64d39d02.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQBYdhDtKHs6yYuAA/vKk8r1cj4YSSinz/IruFjendhztD34j11VnaI3pO4hG45W1QAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/5-story-zh-CNY.ff729f1572.webp",
        "src2x": "/templates/5-story-zh-CNY@2x.fca897f812.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRmQAAABXRUJQVlA4IFgAAADQAwCdASoMABUAPtFWo0uoJKMhsAgBABoJYgC06CHRhgdQtwVU/AAA/vKlA8rB+WCXabq/s9rOExqd2Sxy9FvgGnBoYx/HgN+hQlOWMifC6EdBwqDeAAAA"
      }
    ],
    "en-MYR": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/5-poster-en-MYR.b8098cf6a4.webp",
        "src2x": "/templates/5-poster-en-MYR@2x.5f6a0f150e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAABQAwCdASoMABEAPtFUo0uoJKMssAgBkBoJQBYdhDtNbdwUYAD+8qTyvZ5YiTriq905za/LSoEMPJbtZE0v56c7cs1JV0QUYVAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/5-story-en-MYR.48a6456348.webp",
        "src2x": "/templates/5-story-en-MYR@2x.37f12eb111.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFWo0uoJKMhsAgBABoJQBYdhDuSY69vXpvoQAD+8qUDyyyjCjFy9PeZsbHWqi6PDhdCks3x/MozEr3+oIqLWVUjCNAAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/5-poster-ja-KRW.4426178a65.webp",
        "src2x": "/templates/5-poster-ja-KRW@2x.f05026945f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAADQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQBYdhER2z+Gzx0UxhSgA/vLfgzDfh9irE9W+j28QY76KMephV8fkamfC+7oVW3L1CbiEwSiAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/5-story-ja-KRW.66f0d78d69.webp",
        "src2x": "/templates/5-story-ja-KRW@2x.e6f83dc4e3.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRmQAAABXRUJQVlA4IFgAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJYgC7ACHRhd6L1UitkAD+8qUDyr/7sRcJur+z2uD1SG4/8BGsjQanU5f84X3qBegf3HDX63mWO94Y8+gwAAAA"
      }
    ]
  },
  "6": {
    "en-USD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/6-feed-en-USD.f21f59655b.webp",
        "src2x": "/templates/6-feed-en-USD@2x.1aab061077.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoMAA8AAsBMJZQC7AF1AAD+89d9s5R0L5EjPUmFkpZllLWAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/6-square-en-USD.22ef849928.webp",
        "src2x": "/templates/6-square-en-USD@2x.7123aaefd1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADQAQCdASoMAAwAAsBMJZQCdAEPAjNKIAD+9wsAQxKnI7wrjdU0BYAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/6-feed-ko-KRW.f95f4f5421.webp",
        "src2x": "/templates/6-feed-ko-KRW@2x.dab0fda16a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAAAQAgCdASoMAA8AAsBMJZQC7AEPAtZAa0wAAP73BbQsaOU1d0JW3SAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/6-square-ko-KRW.293f7d93b8.webp",
        "src2x": "/templates/6-square-ko-KRW@2x.9cd99adc19.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADQAQCdASoMAAwAAsBMJZQCdAEPAjNKIAD+9wsAQvPv27dMDnjctgAA"
      }
    ],
    "en-AUD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/6-feed-en-AUD.473770eb0c.webp",
        "src2x": "/templates/6-feed-en-AUD@2x.1314dd40de.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoMAA8AAsBMJZQC7AF1AAD+89d9s5R0L5EjPUmFkpZllNUIAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/6-square-en-AUD.5352b0c45d.webp",
        "src2x": "/templates/6-square-en-AUD@2x.02d4b22a4e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADQAQCdASoMAAwAAsBMJZQCdAEPAjNKIAD+9wsAQxKnI7wrjdU0BYAA"
      }
    ],
    "vi-VND": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/6-feed-vi-VND.4bf3f5a1c7.webp",
        "src2x": "/templates/6-feed-vi-VND@2x.834208b916.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoMAA8AAsBMJZQC7AF1AAD+89fJCSyqPIJns3d6Ezy+hTRtIAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/6-square-vi-VND.43d7d7d854.webp",
        "src2x": "/templates/6-square-vi-VND@2x.03327d2c46.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADwAQCdASoMAAwAAsBMJZQCdAEPAkH4g0AA/vcLGyzLgeefXNVw43LYAAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/6-feed-zh-CNY.3e4bf9cd44.webp",
        "src2x": "/templates/6-feed-zh-CNY@2x.0871078c95.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoMAA8AAsBMJZQC7AF1AAD+89eCzFZNcedfobu9Cc71bhh/nAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/6-square-zh-CNY.3b67899186.webp",
        "src2x": "/templates/6-square-zh-CNY@2x.c003370509.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADwAQCdASoMAAwAAsBMJZQCdAEPAjPqmcAA/vcLGyzLgeefZo1Q2VfgLAA="
      }
    ],
    "en-MYR": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/6-feed-en-MYR.1bff8db98e.webp",
        "src2x": "/templates/6-feed-en-MYR@2x.c77c5021fb.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAABwAQCdASoMAA8AAsBMJZQC7AF1AAD+89fJCSyqPMhqU3d6E53dPJW8lwAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/6-square-en-MYR.ac817fcc7c.webp",
        "src2x": "/templates/6-square-en-MYR@2x.0078f802cb.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADQAQCdASoMAAwAAsBMJZQCdAEO+n06oAD+9wsAQm3v2id/EAfHsAAA"
      }
    ],
    "ja-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/6-feed-ja-KRW.5f04a60c8d.webp",
        "src2x": "/templates/6-feed-ja-KRW@2x.d34716ef3f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAAAQAgCdASoMAA8AAsBMJZQC7AEPAtXlujgAAP73BbQsaOU4bcFipfC7MAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/6-square-ja-KRW.fbfc4461a2.webp",
        "src2x": "/templates/6-square-ja-KRW@2x.c4d8275201.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAAAQAgCdASoMAAwAAsBMJZQCdAEPAh2Vj0AAAP73CwBBicZgZ1zODxXAAAA="
      }
    ]
  },
  "7": {
    "en-USD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/7-wide-en-USD.7cd5fb9e26.webp",
        "src2x": "/templates/7-wide-en-USD@2x.c0b3770f03.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJZgCdAD0r7d4AAD+85mdtH/zSDwrgWJRrkWqEWpMuAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/7-square-en-USD.29f657fc10.webp",
        "src2x": "/templates/7-square-en-USD@2x.068af139f2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJZACdAEO73q/OgAA/vcI5UAS+lRzErVjCkEpu9tg3A/vKGAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/7-story-en-USD.a693dbcd45.webp",
        "src2x": "/templates/7-story-en-USD@2x.1a32daff90.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAADQAwCdASoMABUAPtFWpEuoJKOhsAgBABoJYwCdACHQQCxab99rLqAA/vHJ4ecKIpKgjUZgl3UAvo4XtpXq87e7NOKzAnZll3OuMQAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/7-wide-ko-KRW.d43a45e4db.webp",
        "src2x": "/templates/7-wide-ko-KRW@2x.d4ce92a120.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAYAAsBMJZgCdAEO+Wh6jgAA/vUDockFlLObafHWfecxZFqhFqTMagAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/7-square-ko-KRW.6261c66d01.webp",
        "src2x": "/templates/7-square-ko-KRW@2x.dd26a4a40d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZACdAEOUA4XwAD+9wjRlfn8XFgbTd4eGzKv7d7bBuCDVW7EAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/7-story-ko-KRW.80bb8e191e.webp",
        "src2x": "/templates/7-story-ko-KRW@2x.5c5f25284d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACQAwCdASoMABUAPtFWo0uoJKMhsAgBABoJQBOmUABpp5BygtyAAP7xyeHoNEnST9Eb/002GbJmovKwNmLnt1PdBLQh/igkSDl+MMeAuEAAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/7-wide-en-AUD.e3fdf9aaef.webp",
        "src2x": "/templates/7-wide-en-AUD@2x.0024bd1f26.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJZgCdAD0r7d4AAD+85mdtH/zSDwrgWJRrkWqEWpMuAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/7-square-en-AUD.1ffa7c9f82.webp",
        "src2x": "/templates/7-square-en-AUD@2x.a1e22f3a13.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZACdAEO73jXAAD+9wjlQBL6VHMStWMKVgNELdgOwBU6nDAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/7-story-en-AUD.e84d034c9a.webp",
        "src2x": "/templates/7-story-en-AUD@2x.4f9f284b6a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJYwCdACHQQCxab99rLqAA/vHJ4ecKIpKgjUZgl3UAvo4XtpXq87e7NOKzAnZll3OuMQAA"
      }
    ],
    "vi-VND": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/7-wide-vi-VND.84f34beb91.webp",
        "src2x": "/templates/7-wide-vi-VND@2x.804c508055.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJZgCdAD0fp2eAAD+84o3tH/zdxotH7r/zXfvXzYNw4AA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/7-square-vi-VND.28e93c1fd6.webp",
        "src2x": "/templates/7-square-vi-VND@2x.8667fc9ed9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZACdAEOZ7v5MAD+9wjlB3Asv6ooNwQ3cPliA+ZV8qLkeA1eAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/7-story-vi-VND.3a91957f0b.webp",
        "src2x": "/templates/7-story-vi-VND@2x.a111c85c1a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAAAQBACdASoMABUAPtFWo0uoJKMhsAgBABoJYwCdACHQQCxYXQDN04JeAAD+8cnh5woikqCNRvuFr5tGud5CV6LVbLPgDkuYXMJU9NqisgAAAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/7-wide-zh-CNY.c9ebac2437.webp",
        "src2x": "/templates/7-wide-zh-CNY@2x.f08b210fcb.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAYAAsBMJZgCdAEPDpb5goAA/vOsBVl9AWYoDs8EXsv18DHzhwAMujUAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/7-square-zh-CNY.17c9777850.webp",
        "src2x": "/templates/7-square-zh-CNY@2x.4741a1139e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAAwAAsBMJZACdAEQ+rhyAAD+9wjlg7aFzaWhCJJf3nNlP3odUD0bgg1VuxAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/7-story-zh-CNY.7179079490.webp",
        "src2x": "/templates/7-story-zh-CNY@2x.0bbe99c8ce.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAACwAwCdASoMABUAPtFUpEuoJKOhsAgBABoJQBOja/gLEtad30twAAD+8cmtbCaOPK+D0PJ1DsvHbaMByPCq1e/rURt+5tqDxSEBkIq3rLreAAAA"
      }
    ],
    "en-MYR": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/7-wide-en-MYR.cc8beeb117.webp",
        "src2x": "/templates/7-wide-en-MYR@2x.820a0c181c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJZgCdAD0jmuPgAD+85mdtH/zT7q1Lz4TuYl7pIinHAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/7-square-en-MYR.b311277099.webp",
        "src2x": "/templates/7-square-en-MYR@2x.86262c952f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJZACdAEO5pmIMQAA/vcI5UAS+lR0J1xEpHsP92A7AFTqcMAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/7-story-en-MYR.3b5ce0eca0.webp",
        "src2x": "/templates/7-story-en-MYR@2x.6e3fb847aa.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAADwAwCdASoMABUAPtFWo0uoJKMhsAgBABoJYwCdACHQQCxab+hkxJPgAP7xyeHnCiKSoI1GYJd1AL6OF7aV6vO3uzO+jYeDj06OZgZMhYqAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/7-wide-ja-KRW.11005d8bd5.webp",
        "src2x": "/templates/7-wide-ja-KRW@2x.764fb6c4e6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAACwAQCdASoMAAYAAsBMJZgCdAD0eix0AP7zik9buw9B1VWk99V/qJEU44AAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/7-square-ja-KRW.b34fe7789a.webp",
        "src2x": "/templates/7-square-ja-KRW@2x.c04711003a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAAAQAgCdASoMAAwAAsBMJYgCdAEQ/ec2OWfgAP73COWY5TGgc53yQlkqv1SsSkoMSTauAAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/7-story-ja-KRW.d7079a49ff.webp",
        "src2x": "/templates/7-story-ja-KRW@2x.929e13baf9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAADQAwCdASoMABUAPtFWpEuoJKOhsAgBABoJQBOmUABpxCRjNpu1xoAA/vHJ/yDltw1ckqLcsGbXa114HyWhPLpPHBHoImFLuWxsAA=="
      }
    ]
  },
  "8": {
    "en-USD": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuFront-en-USD.476d4ecf99.webp",
        "src2x": "/templates/8-menuFront-en-USD@2x.7cddd8172a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJaQAASmpsnYAA/vMlJtJ5pNL2pX5ns77Vx0CAAAA="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuBack-en-USD.9ac2ed52ed.webp",
        "src2x": "/templates/8-menuBack-en-USD@2x.d47c1a8f3f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwAAW9u8MFZhAAD+8qqPzTMIiZIefl8BdaqA1gb9Mc2Za76I8AAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/8-story-en-USD.f872ba7c57.webp",
        "src2x": "/templates/8-story-en-USD@2x.19f6b944ee.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFWpUwoJKOiMAgBABoJZwAAW9u+upSBM1AsAAD+8MyWLFf5P0V/QOrIt0Ywv5NUK6ruscJyhhB2P2rjfA368DeUGEAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuFront-ko-KRW.2a0c9192bc.webp",
        "src2x": "/templates/8-menuFront-ko-KRW@2x.3fbc12b62c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAwAwCdASoMABEAPtFWo0uoJKMhsAgBABoJaQAAXK+HQjOAAP7xZglYgCGWo1VpC+244s0oQAA="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuBack-ko-KRW.4bea23c4d6.webp",
        "src2x": "/templates/8-menuBack-ko-KRW@2x.6e5193d54b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwAAW9u8L84AzAD+8qqPzTMIiZIefl8ZtSkdbQ6W2ocaq48jqEAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/8-story-ko-KRW.22ac2c0e96.webp",
        "src2x": "/templates/8-story-ko-KRW@2x.ddd51ddb62.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADQAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZwC/OCHe2Kq02hdb7gAA/vDMlibPlofUUZai7Tj2S3P5PEReD8u2pw0AD3azabVs1zwMQAA="
      }
    ],
    "en-AUD": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuFront-en-AUD.46b73247e2.webp",
        "src2x": "/templates/8-menuFront-en-AUD@2x.1a97962b75.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJaQAASmpsnYAA/vMlJtJ5pNL2pX5ns77Vx0CAAAA="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuBack-en-USD.9ac2ed52ed.webp",
        "src2x": "/templates/8-menuBack-en-USD@2x.d47c1a8f3f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwAAW9u8MFZhAAD+8qqPzTMIiZIefl8BdaqA1gb9Mc2Za76I8AAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/8-story-en-USD.f872ba7c57.webp",
        "src2x": "/templates/8-story-en-USD@2x.19f6b944ee.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFWpUwoJKOiMAgBABoJZwAAW9u+upSBM1AsAAD+8MyWLFf5P0V/QOrIt0Ywv5NUK6ruscJyhhB2P2rjfA368DeUGEAAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuFront-vi-VND.58c6e7e6bb.webp",
        "src2x": "/templates/8-menuFront-vi-VND@2x.75eeb08289.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAAAwAwCdASoMABEAPtFWo0uoJKMhsAgBABoJaQAAXK+HLl/AAP7xdCJzvR1ke65H0amJnwgA"
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuBack-vi-VND.df6ce410e4.webp",
        "src2x": "/templates/8-menuBack-vi-VND@2x.819764b030.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwDE2CHaXECCmegAAP7yqo/NMwbcrmV09HZk6ueev5jVFTB+AAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/8-story-vi-VND.5aecd0280d.webp",
        "src2x": "/templates/8-story-vi-VND@2x.055f2b6a2f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZwAAW9u+vpTH4Dy6cAD+8MyWLFf5P0V/QOrItzDELgrhRC8vWFuQzR4VUqaa4Q+14L47CAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuFront-zh-CNY.da4e08ddb6.webp",
        "src2x": "/templates/8-menuFront-zh-CNY@2x.f06d9ac2e9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAAAQAwCdASoMABEAPtFUo0uoJKMlMAgBABoJaQAASrP9vAAA/vMlc5HPkOJyM0RHXGRrcnVymlCAAA=="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuBack-zh-CNY.99234c2b66.webp",
        "src2x": "/templates/8-menuBack-zh-CNY@2x.20db92d1b7.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwDKACHaRTDbaIAA/vKqj80zCImSHn5fGbUopidmqObMmI8kAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/8-story-zh-CNY.45f1bb35f5.webp",
        "src2x": "/templates/8-story-zh-CNY@2x.3e85b65d93.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAACQAwCdASoMABUAPtFWpUwoJKOiMAgBABoJZwDE2CHe2KmBuMcAAP7wzJYmz5aH1FGWou049kyxRPMNbLv/pFzXJ2/IGXXoAVuySAAA"
      }
    ],
    "en-MYR": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuFront-en-MYR.d55837b86f.webp",
        "src2x": "/templates/8-menuFront-en-MYR@2x.b41a689f6d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAQAwCdASoMABEAPtFUpEuoJKOhsAgBABoJaQAASmhMU8AA/vMlJtJ5pNL2pakth4BKytpQgAA="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuBack-en-USD.9ac2ed52ed.webp",
        "src2x": "/templates/8-menuBack-en-USD@2x.d47c1a8f3f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwAAW9u8MFZhAAD+8qqPzTMIiZIefl8BdaqA1gb9Mc2Za76I8AAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/8-story-en-USD.f872ba7c57.webp",
        "src2x": "/templates/8-story-en-USD@2x.19f6b944ee.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFWpUwoJKOiMAgBABoJZwAAW9u+upSBM1AsAAD+8MyWLFf5P0V/QOrIt0Ywv5NUK6ruscJyhhB2P2rjfA368DeUGEAAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "menuFront",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuFront-ja-KRW.523333709d.webp",
        "src2x": "/templates/8-menuFront-ja-KRW@2x.63570e23f6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAwAwCdASoMABEAPtFWo0uoJKMhsAgBABoJaQAAXK/xCqTQAP7vZN8N0VkpjvEHbqzjcdAgAAA="
      },
      {
        "page": "menuBack",
        "width": 560,
        "height": 792,
        "src": "/templates/8-menuBack-ja-KRW.29b738c543.webp",
        "src2x": "/templates/8-menuBack-ja-KRW@2x.cdb0fa7c08.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZwAAW9u8L836gAD+8qqPzTMIiZIefl8ZtSkdbQ6W2ocaq4/eJghAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/8-story-ja-KRW.ccf78b0d06.webp",
        "src2x": "/templates/8-story-ja-KRW@2x.54c18e8f2e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAACQAwCdASoMABUAPtFWpUwoJKOiMAgBABoJZwAAW8u9Decr0lgAAP7wzJYsV/k5MSlXu1t3GGAZyaoPp3qu43H1tMKjAuDBKPwgAA=="
      }
    ]
  },
  "10": {
    "en-USD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailTop-en-USD.9517fa8bd5.webp",
        "src2x": "/templates/10-detailTop-en-USD@2x.45cd3315ab.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAA8AAsBMJaQAAu0d/183cAD++VBtQEXP59PQwkZdarCxUf3Lr9xsQAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailPoints-en-USD.dd2b9333a8.webp",
        "src2x": "/templates/10-detailPoints-en-USD@2x.6ab42495db.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAA8AAsBMJaQAAuddW/S1e+AA/viKtZwUuAHCHRwnFo+dF+oSSb1uAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailSpecs-en-USD.a7284af953.webp",
        "src2x": "/templates/10-detailSpecs-en-USD@2x.2dd0285402.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPwjjo4AAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailTop-ko-KRW.f5d6890638.webp",
        "src2x": "/templates/10-detailTop-ko-KRW@2x.202d6456da.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAA8AAsBMJaQAAuYeIbfxgAD++JONqMzEEEjpnV6koEM4kC7l4LEH5B0IG9AYAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailPoints-ko-KRW.57855311dc.webp",
        "src2x": "/templates/10-detailPoints-ko-KRW@2x.a1feae9e72.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAAAQAgCdASoMAA8AAsBMJaQAAxf8thYmynuAAP74kxXYrBGsCUBi69OU1UPtWMbieAAAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailSpecs-ko-KRW.dda5b91360.webp",
        "src2x": "/templates/10-detailSpecs-ko-KRW@2x.d54ab7c713.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRioAAABXRUJQVlA4IB4AAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPvyOAA="
      }
    ],
    "en-AUD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailTop-en-AUD.6508cb8d57.webp",
        "src2x": "/templates/10-detailTop-en-AUD@2x.6a5e3cfa97.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAA8AAsBMJaQAAu0d/19FkAD++VBtQEXP59PQwkZdarCxUfv4pUQYAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailPoints-en-USD.dd2b9333a8.webp",
        "src2x": "/templates/10-detailPoints-en-USD@2x.6ab42495db.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAA8AAsBMJaQAAuddW/S1e+AA/viKtZwUuAHCHRwnFo+dF+oSSb1uAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailSpecs-en-USD.a7284af953.webp",
        "src2x": "/templates/10-detailSpecs-en-USD@2x.2dd0285402.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPwjjo4AAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailTop-vi-VND.f3844eb69a.webp",
        "src2x": "/templates/10-detailTop-vi-VND@2x.adab5089ce.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAA8AAsBMJaQAAudKBt+88AD++SolbqL602hrpcqqiT7Y3RUU+A4/HwQAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailPoints-vi-VND.e0791b5d95.webp",
        "src2x": "/templates/10-detailPoints-vi-VND@2x.c0bbab31f8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAA8AAsBMJaQAAu18SeeJ+yAA/viKx+1Ah0XKZhoNzNoq0bG5SZ4ESQrAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailSpecs-vi-VND.d31c5c2e98.webp",
        "src2x": "/templates/10-detailSpecs-vi-VND@2x.74a0ccbd0d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRioAAABXRUJQVlA4IB4AAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPvmOAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailTop-zh-CNY.0ba3c55e2b.webp",
        "src2x": "/templates/10-detailTop-zh-CNY@2x.174caa85e0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAA8AAsBMJaQAAlvi86wAAP75UThWxxI+CbES00XT6MhgG1RmYdSehcnwaKf0AAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailPoints-zh-CNY.68ad17e1af.webp",
        "src2x": "/templates/10-detailPoints-zh-CNY@2x.6e24a0c0a1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAA8AAsBMJaQAAueJwiLZwxAA/vfHXxgeGBhoizeD2EQcYYRBRefbxHOAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailSpecs-zh-CNY.7efa2f03f7.webp",
        "src2x": "/templates/10-detailSpecs-zh-CNY@2x.7d3d055d09.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRioAAABXRUJQVlA4IB4AAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPvyOAA="
      }
    ],
    "en-MYR": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailTop-en-MYR.a1e79e3870.webp",
        "src2x": "/templates/10-detailTop-en-MYR@2x.b2530ad33f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAA8AAsBMJaQAAu0d/19JoAD++VBtQEXP59PQwkZdarCxUfv7ZuHpAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailPoints-en-USD.dd2b9333a8.webp",
        "src2x": "/templates/10-detailPoints-en-USD@2x.6ab42495db.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAA8AAsBMJaQAAuddW/S1e+AA/viKtZwUuAHCHRwnFo+dF+oSSb1uAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailSpecs-en-USD.a7284af953.webp",
        "src2x": "/templates/10-detailSpecs-en-USD@2x.2dd0285402.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPwjjo4AAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailTop-ja-KRW.cc2724efcc.webp",
        "src2x": "/templates/10-detailTop-ja-KRW@2x.2760d12d41.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAA8AAsBMJaQAAucRKCwKoAD++KHzMWrYvZWa/AebfdDO9T7x21GjaayfsAAA"
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailPoints-ja-KRW.52a7fe4363.webp",
        "src2x": "/templates/10-detailPoints-ja-KRW@2x.39fc59d77d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAA8AAsBMJaQAAu0diuFJ8MAA/viO6XXlGf7lpoPGwz3hpAV7latRCAAAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/10-detailSpecs-ja-KRW.15abf57f1e.webp",
        "src2x": "/templates/10-detailSpecs-ja-KRW@2x.d345762b07.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRioAAABXRUJQVlA4IB4AAAAwAQCdASoMAA8AAsBMJaQAA3AA/vZOe5bfrPvmOAA="
      }
    ]
  },
  "11": {
    "en-USD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/11-feed-en-USD.97774d43ca.webp",
        "src2x": "/templates/11-feed-en-USD@2x.dd0f40b9f0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJaACdAEPfxXyLqyAAP7zmySupXLsytGLKRFu//AbQN9OCfkc7v1Z+cNzURgAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/11-square-en-USD.c6233004a1.webp",
        "src2x": "/templates/11-square-en-USD@2x.7761a901ad.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZACdAEOJHRoAAD+9N2RyYKjRztsvSupkkwDT4GuvFOaugAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/11-feed-ko-KRW.a6aa1e3136.webp",
        "src2x": "/templates/11-feed-ko-KRW@2x.de4126ee83.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJaACdAEPfxc/5KgAAP7zmySupXLsytGLKRFu/lVtPpVPdNHkc7v1Z+cNza5iAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/11-square-ko-KRW.5e3841dc76.webp",
        "src2x": "/templates/11-square-ko-KRW@2x.6a2e2a71f2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZACdAEOJHRoAAD+9N2RyYKjR133qUtNwCsueIt7+vFOaugAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/11-feed-en-AUD.89a5403c50.webp",
        "src2x": "/templates/11-feed-en-AUD@2x.3f56057ff9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJaACdAEPfxXyLqyAAP7zmySupXLsytGLKRFu//AbQN9OCfkc7vqf8RaWitQAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/11-square-en-AUD.ca2f81cf91.webp",
        "src2x": "/templates/11-square-en-AUD@2x.ea7d6ee70d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAACwAQCdASoMAAwAAsBMJZACdAEOGWIAAP703ZHKHocJmg4w7xf56g9zxFvf14pzV0AAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/11-feed-vi-VND.ec144d7f3e.webp",
        "src2x": "/templates/11-feed-vi-VND@2x.438b6674c2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJaACdAEPfxXxgAAA/vObJK6lcuzK0YspEW7/6mQq+f2we92awX0P4i0tmegAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/11-square-vi-VND.2e1bde09c7.webp",
        "src2x": "/templates/11-square-vi-VND@2x.9e3be439ee.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAACwAQCdASoMAAwAAsBMJZACdAEOGWIAAP703ZN2GO7rU2q0p+oOOFLOqqRyv68U5q6AAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/11-feed-zh-CNY.9a5fdc8d3b.webp",
        "src2x": "/templates/11-feed-zh-CNY@2x.7d44f9867e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJaACdAEPfxcZsdHAAP7zmySupXLsytGLKRFu/+qp6A6JmRJ5HO76n/EWlorUAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/11-square-zh-CNY.7213bc5b1d.webp",
        "src2x": "/templates/11-square-zh-CNY@2x.b78f9017a5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAAwAAsBMJZACdAEOjeeQAP703ZObfapH+luu9QA8fgzz/ueIt7+vFOaugAAA"
      }
    ],
    "en-MYR": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/11-feed-en-MYR.e9fa9367c7.webp",
        "src2x": "/templates/11-feed-en-MYR@2x.bbc4e85866.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAA8AAsBMJaACdAEPfxXyGCgAAP7zmySupXLsytGLKRFu//AbQN9GSfkc7v1Z+cNza5iAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/11-square-en-MYR.43b14e7454.webp",
        "src2x": "/templates/11-square-en-MYR@2x.eda993d4b2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAACwAQCdASoMAAwAAsBMJZACdAEOGWIAAP703ZHKHocJmg40TZLL5z/4Bp8DXXinNXQAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/11-feed-ja-KRW.4a50eee4d5.webp",
        "src2x": "/templates/11-feed-ja-KRW@2x.beffa8fbf3.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAwAgCdASoMAA8AAsBMJaACdAEPfxcwlsHgAAD+85skrqVy7MrRiykRbvUkNTbUKo4AvDyOd36s/OG5tcxAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/11-square-ja-KRW.db0b3ce1fa.webp",
        "src2x": "/templates/11-square-ja-KRW@2x.73e9311585.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAAwAAsBMJZACdAEPfxaKZMAA/vTdoYXS2vHhj/rLqmRLsvK+ueIt7+vRaoUgAAA="
      }
    ]
  },
  "12": {
    "en-USD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/12-feed-en-USD.e91cb652cb.webp",
        "src2x": "/templates/12-feed-en-USD@2x.2119221f87.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoMAA8AAsBMJYwAAudPjMAA/vciPU1EZxknRnYxN9oY9T5oAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/12-square-en-USD.79f4a31afd.webp",
        "src2x": "/templates/12-square-en-USD@2x.32d22c7c32.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAADQAQCdASoMAAwAAsBMJYwAAud7t1RAAAD+860G6965M8eNGOEmdU5cpx0AAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/12-story-en-USD.60f194b436.webp",
        "src2x": "/templates/12-story-en-USD@2x.36c16473fe.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABUAPtFYpEwoJSOiMAgBABoJZ1/2VR0TjGN4AAD+8Gkyrq81717VvoJ1e1JXuLxj/tngM7S07fgA"
      }
    ],
    "ko-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/12-feed-ko-KRW.1a44a4da11.webp",
        "src2x": "/templates/12-feed-ko-KRW@2x.45033771f4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoMAA8AAsBMJYwAAudQTsI2AAD+9yI9TURnGT1X021u/rgAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/12-square-ko-KRW.508cbc3f83.webp",
        "src2x": "/templates/12-square-ko-KRW@2x.ddb51bc7b0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAAAwAQCdASoMAAwAAsBMJYwAA3AA/vRJ5lTqyOEKYlMGoYMl4hO9NsNw8oAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/12-story-ko-KRW.38d22f845b.webp",
        "src2x": "/templates/12-story-ko-KRW@2x.ed4d3f10c7.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAACQAwCdASoMABUAPtFWpEuoJKOhsAgBABoJZ12AVR0Tjp+pEAQAAP7waNp9MuZim9muf7OPvmmtCCws4INJ6RgA"
      }
    ],
    "en-AUD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/12-feed-en-AUD.ef54cdbb6b.webp",
        "src2x": "/templates/12-feed-en-AUD@2x.2a00487cde.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoMAA8AAsBMJYwAAudPl+AA/vciPU1EZxknRnYuj0H9/XAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/12-square-en-AUD.a083716907.webp",
        "src2x": "/templates/12-square-en-AUD@2x.a3a984d552.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAADQAQCdASoMAAwAAsBMJYwAAud7t1RAAAD+860G6965M8eNGOEmdU5cpx0AAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/12-story-en-AUD.36dd8aa474.webp",
        "src2x": "/templates/12-story-en-AUD@2x.541e6c5878.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABUAPtFWo0uoJKMhsAgBABoJZ1/2VR0TeCHIQAD+8Gkyrq81717VvoJ1e1JYN58bFoI1SnOlHAAA"
      }
    ],
    "vi-VND": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/12-feed-vi-VND.61a6183dfe.webp",
        "src2x": "/templates/12-feed-vi-VND@2x.d75597bc27.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoMAA8AAsBMJYwAAudPjMAA/vciPU1EZwvMSyZtqNV7v64AAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/12-square-vi-VND.a0e671971d.webp",
        "src2x": "/templates/12-square-vi-VND@2x.86c4db687b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAAAwAQCdASoMAAwAAsBMJYwAA3AA/vRJzsCvRB7y3ZTBqGDAeU3Ugb4Mpx0AAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/12-story-vi-VND.42d44850c3.webp",
        "src2x": "/templates/12-story-vi-VND@2x.283da7e688.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABwAwCdASoMABUAPtFWo0uoJKMhsAgBABoJZ12AVpATji8le4AA/vBo2n1SaTSIHzFPNy9WtmAu5wvwPuHfgAAA"
      }
    ],
    "zh-CNY": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/12-feed-zh-CNY.781529b439.webp",
        "src2x": "/templates/12-feed-zh-CNY@2x.0e367311ea.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADwAQCdASoMAA8AAsBMJYwAAudQqtd4XAAA/vciPU1EZteVyicCLNv64AA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/12-square-zh-CNY.1a4265ad57.webp",
        "src2x": "/templates/12-square-zh-CNY@2x.360a60c7af.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoMAAwAAsBMJYwAAxf/EQUwAAD+86z8uTrQreayuYSWq7h5QAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/12-story-zh-CNY.4dcacb2b43.webp",
        "src2x": "/templates/12-story-zh-CNY@2x.8e89bad025.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAACQAwCdASoMABUAPtFWo0uoJKMhsAgBABoJZwC/OCHHfse7/YeQAP7texV88TjHpa1c5cSHm3AjY/2ihpSTJvdQAAA="
      }
    ],
    "en-MYR": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/12-feed-en-MYR.b6dbff2b63.webp",
        "src2x": "/templates/12-feed-en-MYR@2x.f45e7f531d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACwAQCdASoMAA8AAsBMJYwAAudPnRhAAP73Ij1NRGcZJ0Z2MTeonv64AAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/12-square-en-MYR.8e3cfc38da.webp",
        "src2x": "/templates/12-square-en-MYR@2x.be0e6a4667.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAADQAQCdASoMAAwAAsBMJYwAAud7t1RAAAD+860G6965M8eNGOEmdU5cpx0AAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/12-story-en-MYR.756dce7eb3.webp",
        "src2x": "/templates/12-story-en-MYR@2x.665a73559e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABUAPtFWo0uoJKMhsAgBABoJZ1/2VR0TjGN4AAD+8Gkyrq81717VvoJ1e1JXuLxj/tngM7S07fgA"
      }
    ],
    "ja-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/12-feed-ja-KRW.19ab3db848.webp",
        "src2x": "/templates/12-feed-ja-KRW@2x.a8953e4bc0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACQAQCdASoMAA8AAsBMJYwAAudPl+AA/vciPUjFGgVZ/3A1QkQAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/12-square-ja-KRW.f462f04132.webp",
        "src2x": "/templates/12-square-ja-KRW@2x.66fd686364.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAACwAQCdASoMAAwAAsBMJYwAAud9GMYAAP7zrQbryGdl4pkzpQzxFqcpx0AAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/12-story-ja-KRW.ad29063bec.webp",
        "src2x": "/templates/12-story-ja-KRW@2x.6b0ffb05f5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAABQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZ12AVR0TjWNuoAD+8GiqjO2JlL8R04VxDWCiFld60aMgd1AAAA=="
      }
    ]
  },
  "13": {
    "en-USD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailTop-en-USD.1ee66fde1b.webp",
        "src2x": "/templates/13-detailTop-en-USD@2x.348578a808.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJYwC7AEO0ifhpUAA/vgYoy2pv9zNJkMhHZ/co6TyaYu8bIixQMxEtgzseoTgAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailPoints-en-USD.89b2b511af.webp",
        "src2x": "/templates/13-detailPoints-en-USD@2x.374a817a85.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAQAgCdASoMAA8AAsBMJZQC7AEPAkKCBm1IAP74EaJ+fkN2OZ8dtHG6NyK8AKgAfVqNkKSAgDUgP1JoGRnAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailSpecs-en-USD.22b127b618.webp",
        "src2x": "/templates/13-detailSpecs-en-USD@2x.47ca02c744.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QSTve9wQAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailTop-ko-KRW.e7f520418c.webp",
        "src2x": "/templates/13-detailTop-ko-KRW@2x.83c15cface.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoMAA8AAsBMJYwC7ADcUI+uboAA/vi6Vy+0uIJn+BmNfArzIGf7Am/DqZ8YShnbslOomd2DobK8iwAA"
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailPoints-ko-KRW.6a05e652fc.webp",
        "src2x": "/templates/13-detailPoints-ko-KRW@2x.3efb413844.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJZQC7AEf/s7NFgAA/vc9ah6ZhaLdqcf6Ugsvtj/sCHvxtshSQD9XqN9/CM5RgAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailSpecs-ko-KRW.cc73d4e0a6.webp",
        "src2x": "/templates/13-detailSpecs-ko-KRW@2x.e04e5efa52.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QSTve9wQAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailTop-en-AUD.6c8033a44d.webp",
        "src2x": "/templates/13-detailTop-en-AUD@2x.1f8e2570e6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJYwC7AEO0ifhpUAA/vgYoy2pv9zNJkMhHZ/co6TyaYu8bIixQMxEtgzseoTgAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailPoints-en-USD.89b2b511af.webp",
        "src2x": "/templates/13-detailPoints-en-USD@2x.374a817a85.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAQAgCdASoMAA8AAsBMJZQC7AEPAkKCBm1IAP74EaJ+fkN2OZ8dtHG6NyK8AKgAfVqNkKSAgDUgP1JoGRnAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailSpecs-en-USD.22b127b618.webp",
        "src2x": "/templates/13-detailSpecs-en-USD@2x.47ca02c744.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QSTve9wQAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailTop-vi-VND.b3688aa5f2.webp",
        "src2x": "/templates/13-detailTop-vi-VND@2x.fd4a5889da.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoMAA8AAsBMJYwC7AEO5DyMqnAA/vi6BRsksZ/VCr2XZ8BOg7GEbUmVmdln1qz/J8274QGhm/oAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailPoints-vi-VND.5b4c47b000.webp",
        "src2x": "/templates/13-detailPoints-vi-VND@2x.7722e7977a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAQAgCdASoMAA8AAsBMJZQC7AEPAsG8QKaAAP737sashEZ6s3cxKlAIRQfWx2zp4/7IWG2YqZi71BSdn+YAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailSpecs-vi-VND.1ec7d19264.webp",
        "src2x": "/templates/13-detailSpecs-vi-VND@2x.afeee8a433.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QS3zmd7ggAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailTop-zh-CNY.81377768be.webp",
        "src2x": "/templates/13-detailTop-zh-CNY@2x.45975020f1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoMAA8AAsBMJYwC7ADcUI+uboAA/vi6M0CPO+WT/AzGvgV5l2MP3jWdyrsxhKGckZyo8SEtgOtcsyAA"
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailPoints-zh-CNY.6e8380946f.webp",
        "src2x": "/templates/13-detailPoints-zh-CNY@2x.f4b371e815.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoMAA8AAsBMJZQC7AERHtgFxYAA/vc9UXdh8Umk8qIIoKWp+jS97Ay1AnzBcwMJsxD7R61n+YAAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailSpecs-zh-CNY.889dd5b82d.webp",
        "src2x": "/templates/13-detailSpecs-zh-CNY@2x.b0e14a252c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QSTwtCr3BAAAA"
      }
    ],
    "en-MYR": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailTop-en-MYR.595749833f.webp",
        "src2x": "/templates/13-detailTop-en-MYR@2x.f59582cd55.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAA8AAsBMJYwC7AEO0ifhpUAA/vgYoy2pv9zNJkMhHZ/co6TyaYu8bIixQMxEtgzseoTgAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailPoints-en-USD.89b2b511af.webp",
        "src2x": "/templates/13-detailPoints-en-USD@2x.374a817a85.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAQAgCdASoMAA8AAsBMJZQC7AEPAkKCBm1IAP74EaJ+fkN2OZ8dtHG6NyK8AKgAfVqNkKSAgDUgP1JoGRnAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailSpecs-en-USD.22b127b618.webp",
        "src2x": "/templates/13-detailSpecs-en-USD@2x.47ca02c744.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QSTve9wQAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailTop-ja-KRW.2acba3f2c8.webp",
        "src2x": "/templates/13-detailTop-ja-KRW@2x.5c2eb9bd2b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoMAA8AAsBMJYwC7AEO0iRuqAAA/vc+DlN3vJ1p/HcDwbhdD9utjofJpi7xsiQMYtRt+23AZYs7qSAA"
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailPoints-ja-KRW.5cc5312ecd.webp",
        "src2x": "/templates/13-detailPoints-ja-KRW@2x.82f71fe728.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoMAA8AAsBMJZQC7AEQ/b3kqaAA/vc7F6IA6izdzEqT/j+nLSDCB0MR9cSgFFsRCsryr+agpQAAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/13-detailSpecs-ja-KRW.6d82e1c580.webp",
        "src2x": "/templates/13-detailSpecs-ja-KRW@2x.53600b7e82.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRiwAAABXRUJQVlA4ICAAAABQAQCdASoMAA8AAsBMJZQABAAAAP71gd2QSTve9wQAAA=="
      }
    ]
  },
  "14": {
    "en-USD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/14-wide-en-USD.3cb1f016e6.webp",
        "src2x": "/templates/14-wide-en-USD@2x.8e9aab2f41.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJYwAAp1WMTGBKAD+9aFWQaYRVJTkwN9ouwit7ZUxHgAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/14-square-en-USD.74d7ebb835.webp",
        "src2x": "/templates/14-square-en-USD@2x.d3d5664746.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoMAAwAAsBMJQAAU4PSkqgAAP7e76uzdutbL46h2JUEbkyN7/wS5AAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/14-wide-ko-KRW.e093cf1ab9.webp",
        "src2x": "/templates/14-wide-ko-KRW@2x.271e012a4d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAYAAsBMJYwAAlxGbaOmAAD+9aFTywgSxsBagKBadf2wdfbKmI8AAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/14-square-ko-KRW.59fc8f4be7.webp",
        "src2x": "/templates/14-square-ko-KRW@2x.ce688f8ff8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoMAAwAAsBMJQAAU4PQ22eAAP7e76uzdutbKqYty2ObW41Or/BLkAAA"
      }
    ],
    "en-AUD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/14-wide-en-AUD.a7144e983e.webp",
        "src2x": "/templates/14-wide-en-AUD@2x.3c6d1c5bc6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJYwAAp1WMTGBKAD+9aFWQaYRVJTkwN9ouwit7ZUxHgAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/14-square-en-AUD.3d4ee6c8bb.webp",
        "src2x": "/templates/14-square-en-AUD@2x.a2dccc8fa9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoMAAwAAsBMJQAAU4PSkqgAAP7e76uzdutbL46h2JUEbkyN7/wS5AAA"
      }
    ],
    "vi-VND": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/14-wide-vi-VND.dbcf9315a1.webp",
        "src2x": "/templates/14-wide-vi-VND@2x.be33d3dd7d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJYwAAp1RQQ0IoAD+9aFWQaYRVJS2unLE+IBgvOy56wAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/14-square-vi-VND.97b70617e4.webp",
        "src2x": "/templates/14-square-vi-VND@2x.cf0633b069.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJQAAU4sB3qyfAAD+3u+rs3brWy+OodiVBG5MjfFr+qv9gAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/14-wide-zh-CNY.3634d3f0a3.webp",
        "src2x": "/templates/14-wide-zh-CNY@2x.42c7d7738e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoMAAYAAsBMJYwAAp1HJ1wA/vasA7RJG6Im+vm2DMg9sqYjwAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/14-square-zh-CNY.cd856812f3.webp",
        "src2x": "/templates/14-square-zh-CNY@2x.1ccd80417c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoMAAwAAsBMJQAAU4PSkqgAAP7e76uzdutbL46j0PHlPECIG/wS5AAA"
      }
    ],
    "en-MYR": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/14-wide-en-MYR.5ab210430b.webp",
        "src2x": "/templates/14-wide-en-MYR@2x.81ae16d1e8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoMAAYAAsBMJYwAAp1RQQ0IoAD+9aFWQao0s91YuH7tZ22/e2VMR4AA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/14-square-en-MYR.95cd4242be.webp",
        "src2x": "/templates/14-square-en-MYR@2x.7a0be5203f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJQAAU4eCr9pFAAD+3u+rs3brWy+OodiVBG5MjfFr+qv9gAA="
      }
    ],
    "ja-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/14-wide-ja-KRW.7129bad2c3.webp",
        "src2x": "/templates/14-wide-ja-KRW@2x.a13d280f35.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoMAAYAAsBMJYwAAp1HJ1wA/vasA7PJaJoICu5+hkNX2ypiPAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/14-square-ja-KRW.1d3ba90526.webp",
        "src2x": "/templates/14-square-ja-KRW@2x.bf28b1830a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAACwAQCdASoMAAwAAsBMJQAAU4eA2XGAAP7e76uzdutbKqaNG0lM1ruzm/qr/YAA"
      }
    ]
  },
  "15": {
    "en-USD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/15-poster-en-USD.89a587f1b6.webp",
        "src2x": "/templates/15-poster-en-USD@2x.a76e9a52b3.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlQAAABXRUJQVlA4IEgAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdcamoUzLAAP7tQIdfbyQzXtKgcZG446P33IJlvX3k9y2P2F5TvbEYAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/15-square-en-USD.530a7bfc48.webp",
        "src2x": "/templates/15-square-en-USD@2x.eb1973db28.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJQBOgCPuP7vqEIAA/vAXW/YabGxjAwEkUyOXU7z2LemyTGAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/15-poster-ko-KRW.761358f97f.webp",
        "src2x": "/templates/15-poster-ko-KRW@2x.2d4be7cdc5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdMipOY3AA/u1Ah19vKQU6yOkQaAZs0uxj6PIXZ9xt1RPSTGW8gAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/15-square-ko-KRW.f3a6298c31.webp",
        "src2x": "/templates/15-square-ko-KRW@2x.22941c0f91.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJQBOgCPtz53UAAD+8Bdb9o4cO34gpVWCXsI1JjFV6ggAAAA="
      }
    ],
    "en-AUD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/15-poster-en-AUD.072b0f22b8.webp",
        "src2x": "/templates/15-poster-en-AUD@2x.9f276f6036.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlQAAABXRUJQVlA4IEgAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdcamoUzLAAP7tQIdfbyQzXtKgcZG446P33IJlvX28fcbdHGRE95NgAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/15-square-en-AUD.fc5f67bf5a.webp",
        "src2x": "/templates/15-square-en-AUD@2x.c8b76236fd.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJQBOgCPuP7vqEIAA/vAXW/YabGxjAwEkUyOXU7z2LemyTGAAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/15-poster-vi-VND.ed1948e696.webp",
        "src2x": "/templates/15-poster-vi-VND@2x.15614bd06b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdcZC0eT7QZMAA/u1Ah19vI0aGm/wXpre4+AuMGSNi6IcIbEYAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/15-square-vi-VND.ce93868202.webp",
        "src2x": "/templates/15-square-vi-VND@2x.c5cf5e1a47.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJQBOgCPuP7j1uEAA/vAXW/YabGxjAvzgR8ePGBekXZ4tKTwAAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/15-poster-zh-CNY.6d193e1cf2.webp",
        "src2x": "/templates/15-poster-zh-CNY@2x.a98c11c50e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAACwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdMpQADmoYgAD+7UCHX28pgwOt7NKoeX0274AGCs93JQAcNaIAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/15-square-zh-CNY.7c5f93fd86.webp",
        "src2x": "/templates/15-square-zh-CNY@2x.9c28bc3b43.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJQBOgCPt0i6rQAD+8Bdb9o4cOWtJyqBEmr3a3ruiDrZJjAAAAA=="
      }
    ],
    "en-MYR": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/15-poster-en-MYR.5b3c558860.webp",
        "src2x": "/templates/15-poster-en-MYR@2x.cbb50f6c82.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdcamolDxCyyKAAP7tQIdfbyQzXtKgcZG4nbwFxgxm0iZIqfAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/15-square-en-MYR.d6a0bb745a.webp",
        "src2x": "/templates/15-square-en-MYR@2x.d9a8b43f6f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJQBOgCPuP7j1uEAA/vAXW/YabGxjAvzgR8ePGBekXZ4tKTwAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/15-poster-ja-KRW.3d0b0ebf6f.webp",
        "src2x": "/templates/15-poster-ja-KRW@2x.a7f6b4ba81.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCw7CHdMpPSYateaUAA/u1Ah19vKYMDrezTKLorh4ItgqbEUsg634AAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/15-square-ja-KRW.61ffd0de49.webp",
        "src2x": "/templates/15-square-ja-KRW@2x.3365313f92.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAAwAAsBMJQBOgCPt0PqltMAA/vAXW/Z/GRsp36ycsyiXiDe42SYwAAA="
      }
    ]
  },
  "16": {
    "en": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/16-poster-en.5bb579b828.webp",
        "src2x": "/templates/16-poster-en@2x.e845e42289.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQCzgCHh70erRmWAAP7ypPK8HxJlz+7d4PGpr7PjPNZO7v/2eZOl+hx0AA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/16-story-en.e3ac288229.webp",
        "src2x": "/templates/16-story-en@2x.d62bcb5afe.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAAAQAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZV2AADYCVuAA/vBcl9rwPiUFkWjUNlOo0f5EDgo10xH7hv4WT9n6tG/VJZtYxqYrFpwAAAA="
      }
    ],
    "ko": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/16-poster-ko.d899166945.webp",
        "src2x": "/templates/16-poster-ko@2x.b5e3e49a38.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACQAwCdASoMABEAPtFUpEuoJKOhsAgBABoJZQCzgCHaJnyhEoiAAP7ypPK9nQ6gJGDwdYjF3j63PZWQZn3ZYeY097s7VgAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/16-story-ko.47234f3e3b.webp",
        "src2x": "/templates/16-story-ko@2x.c1bf373d13.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAAAwAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZV2AADZ1N1IgAP7wXJfa8D4lBZFo1DZTqNH+RA4KNdNKbNCUJJU9oNb9Z1e5KiQ9wAAA"
      }
    ],
    "vi": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/16-poster-vi.27a24e990b.webp",
        "src2x": "/templates/16-poster-vi@2x.4da9872e99.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJZQAAW/EoYdHVuUAA/vKk8rwfEmXP7wFi6h8/6R1z4GbgX5SZl8YxkBcAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/16-story-vi.6759effba7.webp",
        "src2x": "/templates/16-story-vi@2x.4064a0bdcd.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAAAQAwCdASoMABUAPtFWo0uoJKMhsAgBABoJZ12AADX9HgAA/vBcl9rwPiUFkWjUNlOo0f5EDgo10xJozgW3QwnDfAedq8hAfAfbZoNQAAA="
      }
    ],
    "zh": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/16-poster-zh.61adad3fb7.webp",
        "src2x": "/templates/16-poster-zh@2x.41c93a81bf.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFWo0uoJKMhsAgBABoJZQBTAAegs0FZ+aAA/vKk8r2dDqAkYPB1okacOXMU3YhsW/U/eHNjBnKwAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/16-story-zh.a98d73e8bb.webp",
        "src2x": "/templates/16-story-zh@2x.372452d6bf.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAAAwAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZV2AADbbM12EAP7wXJfa8D4lBZFo1DZTqNH+RA4KNdNKb2rQpPjUmOXVloTDH8K1cAAA"
      }
    ],
    "ja": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/16-poster-ja.ed1b18658b.webp",
        "src2x": "/templates/16-poster-ja@2x.779af3d1b6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAADQAwCdASoMABEAPtFUpEuoJKOhsAgBABoJZQBTAAegs0FkzwY+yWAA/vKk8r2dDqAkYPB1iMTB+Sm7ENi3XikAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/16-story-ja.bd37f82175.webp",
        "src2x": "/templates/16-story-ja@2x.d162a0e5bf.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAAAwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZV2AADdKGLgAAP7wXJfa8D4lBZFo1DZTqNH+RA4KNdJyUzgWyVT2qu8eVutwtaeU0GoAAAA="
      }
    ]
  },
  "17": {
    "en-USD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/17-feed-en-USD.1e965af5f0.webp",
        "src2x": "/templates/17-feed-en-USD@2x.e1bb8b8935.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoMAA8AAsBMJYwCdAEO/DFtAAD+827tslm7qIp20HJwblsAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/17-square-en-USD.6dc33a5725.webp",
        "src2x": "/templates/17-square-en-USD@2x.192f715589.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACwAQCdASoMAAwAAsBMJZQCdAEO+mBgAP7zgEGjJyygFveUlIAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/17-feed-ko-KRW.bfb4d49280.webp",
        "src2x": "/templates/17-feed-ko-KRW@2x.2afd18c525.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADQAQCdASoMAA8AAsBMJYwCdAEO9rRAIAD+827yOCtc0VbAMHefHsAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/17-square-ko-KRW.73245cefc3.webp",
        "src2x": "/templates/17-square-ko-KRW@2x.6b634130cd.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACwAQCdASoMAAwAAsBMJZQCdAEO+mBgAP7zgEGjJyygFveUlIAAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/17-feed-en-AUD.fc5abc7d2c.webp",
        "src2x": "/templates/17-feed-en-AUD@2x.7626771103.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoMAA8AAsBMJYwCdAEO/DCQAAD+827tslm7qIp6Yn9aND/VAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/17-square-en-AUD.bf97a1d6ad.webp",
        "src2x": "/templates/17-square-en-AUD@2x.eaed51b4d7.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADQAQCdASoMAAwAAsBMJZQCdAEO+n06oAD+84BBoybc6r3lJSAAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/17-feed-vi-VND.3203427928.webp",
        "src2x": "/templates/17-feed-vi-VND@2x.fcc1210452.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADwAQCdASoMAA8AAsBMJYwCdAEO/HZloAAA/vNu7bJZtdGNNH3+Tg3LYAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/17-square-vi-VND.2823796169.webp",
        "src2x": "/templates/17-square-vi-VND@2x.a0ffc019a0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoMAAwAAsBMJZQCdAFAAAD+8qD1CzuCvalf2CME4ZBklgAA"
      }
    ],
    "zh-CNY": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/17-feed-zh-CNY.5d5676c668.webp",
        "src2x": "/templates/17-feed-zh-CNY@2x.458239419a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADQAQCdASoMAA8AAsBMJYwCdAEO9rOoAAD+827yOCtc0Vd5z7ycG5bAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/17-square-zh-CNY.1a3ea21db3.webp",
        "src2x": "/templates/17-square-zh-CNY@2x.21e186966d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADQAQCdASoMAAwAAsBMJZQCdAEO/GymwAD+84BBoycskdveUlIAAA=="
      }
    ],
    "en-MYR": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/17-feed-en-MYR.1f3f021f41.webp",
        "src2x": "/templates/17-feed-en-MYR@2x.545f1100fe.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACwAQCdASoMAA8AAsBMJYwCdAEO/C4wAP7zbu2yWbuoinptV60aH+qAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/17-square-en-MYR.256938939a.webp",
        "src2x": "/templates/17-square-en-MYR@2x.b3ab2b615f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADQAQCdASoMAAwAAsBMJZQCdAEO+n06oAD+84BBoybc6r3lJSAAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/17-feed-ja-KRW.1f9f90a895.webp",
        "src2x": "/templates/17-feed-ja-KRW@2x.3adb14aee9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADQAQCdASoMAA8AAsBMJYwCdAEO9rRAIAD+827yOCtc0VbAMHefHsAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/17-square-ja-KRW.ec740d075b.webp",
        "src2x": "/templates/17-square-ja-KRW@2x.40c5b15f36.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADwAQCdASoMAAwAAsBMJZQCdAEPAAOSIQAA/vOARFRaXXPeaACAAA=="
      }
    ]
  },
  "18": {
    "en-USD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/18-wide-en-USD.28ef0e0e83.webp",
        "src2x": "/templates/18-wide-en-USD@2x.30ae23b801.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAAYAAsBMJZACdAD0fqYVYAD+7vDWxy58ix2Eoe1gOOxwa8GaEHbaY5MfAhIkMAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/18-square-en-USD.07e95e399c.webp",
        "src2x": "/templates/18-square-en-USD@2x.15795dd7c1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADQAQCdASoMAAwAAsBMJZgCdAEOH8MIAAD+9C8bVYEfO4Gm6k4ZLfe09S/3/P3j1utfy2MBQCAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/18-wide-ko-KRW.8e1b9f1ad7.webp",
        "src2x": "/templates/18-wide-ko-KRW@2x.c67c5247c3.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAAYAAsBMJZACdAEQFH3qQgAA/uxQEc2xRsNz+hM/StmwAGEfvLnK2xgL3YnAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/18-square-ko-KRW.21eecf81e1.webp",
        "src2x": "/templates/18-square-ko-KRW@2x.f439d1df3b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAAwAAsBMJZgCdAEPfB3VCAAA/vQvGzg1ucxwem3B2jnFWicDUODt3uRKitPWSOwAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/18-wide-en-AUD.d7e2eec40e.webp",
        "src2x": "/templates/18-wide-en-AUD@2x.6f5064fa3c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAAYAAsBMJZACdAD0fqYVYAD+7vDWxy58ix2Eoe1gOOxwa8GaEHbaY5MfAhIkMAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/18-square-en-AUD.ed651afd3a.webp",
        "src2x": "/templates/18-square-en-AUD@2x.0a8b91cee6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADQAQCdASoMAAwAAsBMJZgCdAEOH8MIAAD+9C8bVYEfO4Gm6k4ZLfe09S/3/P3j1utfy2MBQCAAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/18-wide-vi-VND.e1a59c4403.webp",
        "src2x": "/templates/18-wide-vi-VND@2x.4dcee19779.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAAYAAsBMJZACdAEPAd4VkAD+7uk22YI6vyLUvENGVotfIbnp41tjAXuxOAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/18-square-vi-VND.473dd22dfa.webp",
        "src2x": "/templates/18-square-vi-VND@2x.780027f708.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAACwAQCdASoMAAwAAsBMJZgCdAERFCHAAP70Lvxnu9H7PDtM7EU/vL6xUg4MyWDt3uRKitPWSOwAAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/18-wide-zh-CNY.b0987e3ec2.webp",
        "src2x": "/templates/18-wide-zh-CNY@2x.80ad058c4b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAAYAAsBMJZACdAEQC5dGmgAA/u9or2cjd0n3gvar/vZkOrLVdER+0tVbYwF7q2AAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/18-square-zh-CNY.874368deb8.webp",
        "src2x": "/templates/18-square-zh-CNY@2x.0ee79cd239.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAACwAQCdASoMAAwAAsBMJZgCdAEObRmgAP70Lxs1JIDN2ZqpBBtlnIewcDZkc/dLdL5WIQm/HgAAAA=="
      }
    ],
    "en-MYR": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/18-wide-en-MYR.3899e79ef2.webp",
        "src2x": "/templates/18-wide-en-MYR@2x.1174b6cacb.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAAYAAsBMJZACdAEQFH3fcAAA/u7w1pIrhlUzAeI7zRAq2maqFIs8eJj4EJEhgAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/18-square-en-MYR.dc48b64dec.webp",
        "src2x": "/templates/18-square-en-MYR@2x.a3409fa7d0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAAwAAsBMJZgCdAEOGWIAAP70LxtVgR87gZs6FR71fXFa+Pedwdu9yJUVp6yR2AA="
      }
    ],
    "ja-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/18-wide-ja-KRW.34518107e8.webp",
        "src2x": "/templates/18-wide-ja-KRW@2x.a259b76458.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAAYAAsBMJZACdAEO+WhXgAD+7uk85xRE0HddglCtFr5DdS0VXm8QKE0JAAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/18-square-ja-KRW.6afc383847.webp",
        "src2x": "/templates/18-square-ja-KRW@2x.f9a67c69d6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAAwAAsBMJZgCdAEOGWIAAP70LuBJcFP/0qHifsEGh+K18e87g7d7kSorT1kjsAA="
      }
    ]
  },
  "19": {
    "en-USD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailTop-en-USD.f6e1935d91.webp",
        "src2x": "/templates/19-detailTop-en-USD@2x.1b25ee64f7.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7yn4gqbh7Ub/yE6hUkhUPEYom1BaIAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailPoints-en-USD.98d1219d24.webp",
        "src2x": "/templates/19-detailPoints-en-USD@2x.03f30c6392.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9O0NW9d76Kvcn410AAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailSpecs-en-USD.f045a086b0.webp",
        "src2x": "/templates/19-detailSpecs-en-USD@2x.fad0d3f891.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9R+snCHlmOZ9XgAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailTop-ko-KRW.5922a1d8cd.webp",
        "src2x": "/templates/19-detailTop-ko-KRW@2x.27dde6f997.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7yXWZXjbAJsX/fPluWqp4hhHPzhGkavQ3eIAAAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailPoints-ko-KRW.4a844ba329.webp",
        "src2x": "/templates/19-detailPoints-ko-KRW@2x.f019a84b19.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9O0Hc3+clLxftRgBIAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailSpecs-ko-KRW.b0b1ef5169.webp",
        "src2x": "/templates/19-detailSpecs-ko-KRW@2x.812f56f471.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9R+ssOVk8gqNiAAA"
      }
    ],
    "en-AUD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailTop-en-AUD.f4cd719b64.webp",
        "src2x": "/templates/19-detailTop-en-AUD@2x.ee4cc1b33f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7yn4gqbh7Ub/yE6hUkhUPEYom1BaIAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailPoints-en-USD.98d1219d24.webp",
        "src2x": "/templates/19-detailPoints-en-USD@2x.03f30c6392.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9O0NW9d76Kvcn410AAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailSpecs-en-USD.f045a086b0.webp",
        "src2x": "/templates/19-detailSpecs-en-USD@2x.fad0d3f891.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9R+snCHlmOZ9XgAA"
      }
    ],
    "vi-VND": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailTop-vi-VND.f4547de25c.webp",
        "src2x": "/templates/19-detailTop-vi-VND@2x.7aba0fbd4a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7yXHt+rTbrW/ITqFSSFQ8RiibUFogAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailPoints-vi-VND.30b20109ee.webp",
        "src2x": "/templates/19-detailPoints-vi-VND@2x.e19291a5f1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9O0NW9d7qCrNHrAA"
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailSpecs-vi-VND.c8c1e535e7.webp",
        "src2x": "/templates/19-detailSpecs-vi-VND@2x.fe3c10b0d8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9OwZGz50c+zLPYAA"
      }
    ],
    "zh-CNY": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailTop-zh-CNY.7f9d430a5b.webp",
        "src2x": "/templates/19-detailTop-zh-CNY@2x.1f2667aec2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7yXb1M1kHbLpzzi+fLctVTxDCOfnCNI1ehu8QAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailPoints-zh-CNY.d43bf354bf.webp",
        "src2x": "/templates/19-detailPoints-zh-CNY@2x.68320491b8.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAADQAQCdASoMAA8AAsBMJZQCdAD0iGGpQAD+9kZcdQixUn93rK6AAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailSpecs-zh-CNY.622c64db15.webp",
        "src2x": "/templates/19-detailSpecs-zh-CNY@2x.f61f6e4c00.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9R+ssOVk/uor6oIAAAA="
      }
    ],
    "en-MYR": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailTop-en-MYR.b5e6984fa2.webp",
        "src2x": "/templates/19-detailTop-en-MYR@2x.f479a43d6d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAABQAQCdASoMAA8AAsBMJQBOgCgAAP7yXHt+rTbrW/ITqFSSFQ8RiibUFogAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailPoints-en-USD.98d1219d24.webp",
        "src2x": "/templates/19-detailPoints-en-USD@2x.03f30c6392.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9O0NW9d76Kvcn410AAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailSpecs-en-USD.f045a086b0.webp",
        "src2x": "/templates/19-detailSpecs-en-USD@2x.fad0d3f891.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9R+snCHlmOZ9XgAA"
      }
    ],
    "ja-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailTop-ja-KRW.1c685a24a7.webp",
        "src2x": "/templates/19-detailTop-ja-KRW@2x.fb9c97115d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoMAA8AAsBMJQBOgCP/mLGDHAAA/vgZa+B6+YeaJaORwLSNXobvEAAA"
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailPoints-ja-KRW.5258a44248.webp",
        "src2x": "/templates/19-detailPoints-ja-KRW@2x.8a2996365f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAADQAQCdASoMAA8AAsBMJZQCdAEO/j9d8AD+9zeZ8U/6tq2gAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/19-detailSpecs-ja-KRW.2b24931027.webp",
        "src2x": "/templates/19-detailSpecs-ja-KRW@2x.7f714e49be.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAF1AAD+9R2fUrR85C68AgAA"
      }
    ]
  },
  "20": {
    "en-USD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/20-feed-en-USD.9d73e1dce0.webp",
        "src2x": "/templates/20-feed-en-USD@2x.dec1f777c2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAAAQAgCdASoMAA8AAsBMJZwCdADb07MpfZQgAPcp98QJHeoMF8EjeFyyguSpFEWXze+bHnAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/20-square-en-USD.e3b88890f1.webp",
        "src2x": "/templates/20-square-en-USD@2x.4f151590d9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZwCdAD0Ns18AAD8xrc+EccZRAwuSF3/VsL07gawSCMb4oAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/20-feed-ko-KRW.ee971843ac.webp",
        "src2x": "/templates/20-feed-ko-KRW@2x.468bf11dc4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAQAgCdASoMAA8AAsBMJZwCdADb07Mpe6YAAPcp98QJHeoMF8EjeFyyguSpFEUG8dPWWmAQAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/20-square-ko-KRW.fc943ce905.webp",
        "src2x": "/templates/20-square-ko-KRW@2x.899876a9ae.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZwCdAD0IGcvgAD8xrm+hwGlU4rgdvlltTMzbk4coaAd3QAAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/20-feed-en-AUD.d0937bb03f.webp",
        "src2x": "/templates/20-feed-en-AUD@2x.6a1469ed9e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAAAQAgCdASoMAA8AAsBMJZwCdADb07MpfZQgAPcp98QJHeoMF8EjeFyyguSpFEWXze+bHnAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/20-square-en-AUD.46418a4626.webp",
        "src2x": "/templates/20-square-en-AUD@2x.9bf03e5ebc.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJZwCdAD0Ns18AAD8xrc+EccZRAwuSF3/VsL07gawSCMb4oAAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/20-feed-vi-VND.64fc0fb010.webp",
        "src2x": "/templates/20-feed-vi-VND@2x.4e88d1a31d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAQAgCdASoMAA8AAsBMJZwCdADb07MpXqAAAPcp98QJHeoMF8EjeFyuHWskX0NrgF32srMAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/20-square-vi-VND.9841398072.webp",
        "src2x": "/templates/20-square-vi-VND@2x.f9a0570af1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJZwCdAD0OpwqsAAA/Ma7g1hvZVXwa5oKAnpo+V0+QRjfFAAAAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/20-feed-zh-CNY.d8543a1953.webp",
        "src2x": "/templates/20-feed-zh-CNY@2x.5ec09098c0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAA8AAsBMJZwCdADby9oQAAD3KffECR3qDBfBI70/i4JYlRfNkFjOvfNjzgAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/20-square-zh-CNY.c37b6a5554.webp",
        "src2x": "/templates/20-square-zh-CNY@2x.f443913a54.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAACwAQCdASoMAAwAAsBMJZwCdAD0GwQAAPzGtz4RxxlEDC48EuuQUEr12Rq0Va3d0AA="
      }
    ],
    "en-MYR": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/20-feed-en-MYR.04e84020f1.webp",
        "src2x": "/templates/20-feed-en-MYR@2x.96dc925325.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAAAQAgCdASoMAA8AAsBMJZwCdADb07Mpe6YAAPcp98QJHeoMF8EjeFyyguSpFEUG8dPWWmAQAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/20-square-en-MYR.27e6c74242.webp",
        "src2x": "/templates/20-square-en-MYR@2x.8afea2fee0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJZwCdAD0MHk8AAD8xrm+hwGlU4rgTtVZAiD+ahyr53GojAA="
      }
    ],
    "ja-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/20-feed-ja-KRW.492a4c6b1b.webp",
        "src2x": "/templates/20-feed-ja-KRW@2x.9110e5e106.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAA8AAsBMJZwCdADby9mKWAD3KffECR3qDBfBI70/r7jMr65KGSZd9rKzAAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/20-square-ja-KRW.32039ff536.webp",
        "src2x": "/templates/20-square-ja-KRW@2x.1110eed604.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJZwCdAD0PDrbAAD8xrm+hwGlU4rZ3S4ctvNjODTAX/gAAAA="
      }
    ]
  },
  "21": {
    "en": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/21-poster-en.0c9e9b2d1e.webp",
        "src2x": "/templates/21-poster-en@2x.6179901139.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYgCdACHgWEstnIAA/vHtv0CYrBp1ZS4Pg2SKv8lKuqvLRt+aMbQrv3fAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/21-story-en.7cf14eff26.webp",
        "src2x": "/templates/21-story-en@2x.09687c6d4b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZgCdMoRwADfmC8BYAAD+8E8aXzQp3U8XhKDNnwjmsh+jmx5MitMVsAHV4cU2g4v7Y3Oj7fSAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/21-square-en.185162050a.webp",
        "src2x": "/templates/21-square-en@2x.57dd3cb3ad.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJaACdAEPAKVSgAD+9hH5OmCwwmtt/9UBNd5QX5e5K0iAAAA="
      }
    ],
    "ko": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/21-poster-ko.9201f1eb70.webp",
        "src2x": "/templates/21-poster-ko@2x.55c0b83911.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAAQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYgCdMoAEvEAA/vBpSIx4CwTAFDxeEvaSYUxhFljDVPqThe5X8P/cHMSvVEgA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/21-story-ko.402b8edd53.webp",
        "src2x": "/templates/21-story-ko@2x.74285ed85c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAABwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZgCdMoRwADaTGgAA/vBPGlxOfX3xeEoM2fCOdcjPHBMhvv7A0sJowy82+P1DWCMPYt3SmFcjYAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/21-square-ko.33a86a80de.webp",
        "src2x": "/templates/21-square-ko@2x.ccf11d1fba.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJaACdAEO/EjeAAD+9hH5OlIF4jH38yYtdoYr5e5K0iAAAAA="
      }
    ],
    "vi": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/21-poster-vi.c433b1b1a5.webp",
        "src2x": "/templates/21-poster-vi@2x.f153c76e81.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYgCdACHgP4uA08IAAP7x0I37bhppc7AtTqqnsL0brC+9QKqMeF0hB3KOAAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/21-story-vi.31068717eb.webp",
        "src2x": "/templates/21-story-vi@2x.f4c31acfcb.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAAAwBACdASoMABUAPtFUpEuoJKOhsAgBABoJZACdMoRwACnIFRMpgAxfYEAA/vHve+NKTDErQiu+sh+W6JGJjgf09IBdWzhKXqQv8zSsAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/21-square-vi.5b817bcdd8.webp",
        "src2x": "/templates/21-square-vi@2x.da664a7fee.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJaACdAEO+mNgAAD+9hH5Ok32RkYikY73WXT5r3DseXWXeAAAAA=="
      }
    ],
    "zh": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/21-poster-zh.1e79742ff5.webp",
        "src2x": "/templates/21-poster-zh@2x.ef9eaf3d1b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlQAAABXRUJQVlA4IEgAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYgCdMoADTrI7TiNwAP7x7b9ECYOfqVszOdU/jRTx9DCkj6EKaPMqvpiBJtoRgAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/21-story-zh.40eba3cd3b.webp",
        "src2x": "/templates/21-story-zh@2x.2819a73be1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAABwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZgCdMoRwADcHcgAA/vBPGlxOfX3xeEoM2fCOdcjPHBMhvv5VOQaNRhl5t8QhiJuKTZ1Fz/HVYAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/21-square-zh.f2a24f48c5.webp",
        "src2x": "/templates/21-square-zh@2x.b5eba88662.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJaACdAEPAFOEigAA/vYR+TpToqAbuIhKD91l0+a9w7Hl1HxgAA=="
      }
    ],
    "ja": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/21-poster-ja.18c68fbf93.webp",
        "src2x": "/templates/21-poster-ja@2x.d6543de6e9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYgCdMoADTrI7T4RNAAD+8e2/RAmDm8df7GuCP8Y66upB2j93ruNHJYGxAAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/21-story-ja.5ad532bb28.webp",
        "src2x": "/templates/21-story-ja@2x.2dd15d3f40.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAADwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZgCdMoRwACnHFM3gk5YAAP7x73vh/hdXieu65GeOCZDfUzw6uOGPi3BJBqz2zgSmVoAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/21-square-ja.f03e700f04.webp",
        "src2x": "/templates/21-square-ja@2x.c58070a1fc.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoMAAwAAsBMJaACdAEO9sV+AAD+9hH5Ok8RYE758yYtdoYr5e5K0iAAAAA="
      }
    ]
  },
  "22": {
    "en": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/22-feed-en.3b3da24fc0.webp",
        "src2x": "/templates/22-feed-en@2x.6f8baf6ed6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoMAA8AAsBMJYmHgRgAiwAA/vGIH4+bndV8edGW8wPkdhC2aV0AAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/22-square-en.210b0c4eda.webp",
        "src2x": "/templates/22-square-en@2x.8321c263e4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoMAAwAAsBMJYmR5RgAiwAA/vLi9P8PDZZ/LN21d0dBgjAAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/22-story-en.84232db898.webp",
        "src2x": "/templates/22-story-en@2x.cf31634e04.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAABwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJQAALfXTTytAQ+AAA/u14e1stPnjL+DLc6pqyllsIqMlYwBgaAA=="
      }
    ],
    "ko": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/22-feed-ko.662ea00cbf.webp",
        "src2x": "/templates/22-feed-ko@2x.3b8e933a64.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoMAA8AAsBMJYgCdAF1AAD+8Ygfj5ueDih6sa4lO5HYQtnUFAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/22-square-ko.a1c2520e5f.webp",
        "src2x": "/templates/22-square-ko@2x.23ea833372.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoMAAwAAsBMJYgCdAFAAAD+8yP2crMogoZIIh/87HXZjgAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/22-story-ko.5b0f9bdcbe.webp",
        "src2x": "/templates/22-story-ko@2x.5d21b32cef.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAAAQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJTB1gB2gCu4AA/u+4KBE9K9K9SB2X8GW51TLxv7OwSIB5wkjA7AAA"
      }
    ],
    "vi": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/22-feed-vi.bb81c13b78.webp",
        "src2x": "/templates/22-feed-vi@2x.fe6061682a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAADwAQCdASoMAA8AAsBMJYgCdAEPAZht56AA/vNu7uynu7ne3Z2iolZKAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/22-square-vi.56f32c5ab8.webp",
        "src2x": "/templates/22-square-vi@2x.608a1a624d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoMAAwAAsBMJYmR5RgAiwAA/vLi9P8PWRTQ5FzcnViW3RoAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/22-story-vi.66dd3446a6.webp",
        "src2x": "/templates/22-story-vi@2x.4d84ad3a06.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADQAgCdASoMABUAPtFUpEuoJKOhsAgBABoJQAAQfI8gAP7vt/17NtS4LLNccGX8GW20Jglabg0EreiYt1DEAAAA"
      }
    ],
    "zh": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/22-feed-zh.912aa11172.webp",
        "src2x": "/templates/22-feed-zh@2x.17fde2632e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAAAQAgCdASoMAA8AAsBMJYgCdAEPAql+Z3oAAP7zboKWEldsAYd2doqJkZoAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/22-square-zh.fb7ac5abf4.webp",
        "src2x": "/templates/22-square-zh@2x.9bbdf5e2a6.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoMAAwAAsBMJYgCdAFAAAD+8yP2csPd3wefBrmSc7HXZjgAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/22-story-zh.886e40f6cf.webp",
        "src2x": "/templates/22-story-zh@2x.e741f7b6f2.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAADQAgCdASoMABUAPtFUo0uoJKMhsAgBABoJTI8gB2pAAP7vuCgRPfTqgQ0Nl/BludVnsrdAe0AeIxGLqXxCnMEO46kdgAAA"
      }
    ],
    "ja": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/22-feed-ja.d64ddde1ac.webp",
        "src2x": "/templates/22-feed-ja@2x.dfb7dd07c1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABwAQCdASoMAA8AAsBMJYgCdAF1AAD+8Ygfj5ueDih6sa4lO5HYQtnUFAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/22-square-ja.28bdbb596d.webp",
        "src2x": "/templates/22-square-ja@2x.4f217ec69d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoMAAwAAsBMJYgCdAFAAAD+8yP2crMogoZIIh/87HXZjgAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/22-story-ja.c3ac157dcc.webp",
        "src2x": "/templates/22-story-ja@2x.c67e7e2fa9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAAAQAwCdASoMABUAPtFUpEuoJKOhsAgBABoJTB1gB2f/GAAA/u+4KBE9K9K9SB2X8GW51TLxwMTcqKIg/sakZtEAAAA="
      }
    ]
  },
  "23": {
    "en-USD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailTop-en-USD.ad75123792.webp",
        "src2x": "/templates/23-detailTop-en-USD@2x.f3ed3b84ea.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAABQAgCdASoMAA8AAsBMJZQCdIHAGCbn/lZgiQAA/vbzgPwcxWvlRQRRKAtjfwDC+FLYsUlvIjrLALNR4UKeJl9TAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailPoints-en-USD.6331821e74.webp",
        "src2x": "/templates/23-detailPoints-en-USD@2x.3c2ec1437b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAAAwAgCdASoMAA8AAsBMJZQCdAERHxOgPEQNAAD++IrH7UL+zSCyfMekG7fzG7xtgqqeLH40/vdPNAIj8kMUtFZsAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailSpecs-en-USD.c05339fc02.webp",
        "src2x": "/templates/23-detailSpecs-en-USD@2x.a66a54b6e1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7oB5rPwjWrp3wAAA="
      }
    ],
    "ko-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailTop-ko-KRW.1a743ce73e.webp",
        "src2x": "/templates/23-detailTop-ko-KRW@2x.6121db9394.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAAAQAgCdASoMAA8AAsBMJZQCdIMgE73CubpIAP75UThWxxI+CbAu1QPdPgjgUa2621EN5F5b3pADxZZQ/8oH+y+IpwAAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailPoints-ko-KRW.2bcb2c3da0.webp",
        "src2x": "/templates/23-detailPoints-ko-KRW@2x.84cdf84a99.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoMAA8AAsBMJZQCdAERHthzd9gA/vfHXYBRE0RnFZqa+yLXm+YAyn6r343Wdz9zswW3gQ/VQUPAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailSpecs-ko-KRW.d9a6545a97.webp",
        "src2x": "/templates/23-detailSpecs-ko-KRW@2x.074ed207a5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7oDWiSmb99cAA"
      }
    ],
    "en-AUD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailTop-en-AUD.1cf8411c62.webp",
        "src2x": "/templates/23-detailTop-en-AUD@2x.c6fe12884b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAABQAgCdASoMAA8AAsBMJZQCdIHAGCbn/lZgiQAA/vbzgPwcxWvlRQRRKAtjfwDC+FLYsUlvIjrLALNR4UKeJl9TAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailPoints-en-USD.6331821e74.webp",
        "src2x": "/templates/23-detailPoints-en-USD@2x.3c2ec1437b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAAAwAgCdASoMAA8AAsBMJZQCdAERHxOgPEQNAAD++IrH7UL+zSCyfMekG7fzG7xtgqqeLH40/vdPNAIj8kMUtFZsAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailSpecs-en-USD.c05339fc02.webp",
        "src2x": "/templates/23-detailSpecs-en-USD@2x.a66a54b6e1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7oB5rPwjWrp3wAAA="
      }
    ],
    "vi-VND": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailTop-vi-VND.85c72678e5.webp",
        "src2x": "/templates/23-detailTop-vi-VND@2x.11e6620c80.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAAAwAgCdASoMAA8AAsBMJZQCdIMgGCbjCisaAAD+9vMtSsMBq8J4vXpppE18BHZYyUnMngTWWB6hu/RAmyN+/oS8AAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailPoints-vi-VND.a727165cc7.webp",
        "src2x": "/templates/23-detailPoints-vi-VND@2x.d61606ff1a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAAAwAgCdASoMAA8AAsBMJZQCdAERH0EpDxkYgAD+98GCfz4P054SYWQ9RCHQvXZp9BvrTeG/6cLHST4elMcdtgAA"
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailSpecs-vi-VND.01014d4a9a.webp",
        "src2x": "/templates/23-detailSpecs-vi-VND@2x.2588cf7c2b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7l0u6z8I1q6d8AAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailTop-zh-CNY.e9d1f3e85b.webp",
        "src2x": "/templates/23-detailTop-zh-CNY@2x.4f04b4ff32.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAAAwAgCdASoMAA8AAsBMJZQCdIHAE73C0P3qAAD++VE4OXb37u/Q+j+ldimvhwXoPThugQnjCzLjPFvw0z/OU7RVHMgAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailPoints-zh-CNY.30cf63e2d7.webp",
        "src2x": "/templates/23-detailPoints-zh-CNY@2x.7941b46a72.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAAAQAgCdASoMAA8AAsBMJZQCdAEPAjETso+AAP73x18eJu1adBMSctXfTkbJlBCjwr4T8JUKCfDxW1X6KWiqoAAA"
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailSpecs-zh-CNY.a7386ef062.webp",
        "src2x": "/templates/23-detailSpecs-zh-CNY@2x.07e5dea438.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7oDYdWs/CNaunfAA="
      }
    ],
    "en-MYR": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailTop-en-MYR.5ebdf30454.webp",
        "src2x": "/templates/23-detailTop-en-MYR@2x.18c1a94f30.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAABQAgCdASoMAA8AAsBMJZQCdIHAGCbn/lZgiQAA/vbzgPwcxWvlRQRRKAtjfwDC+FLYsUlvIjsKemLTfqvrArlYKAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailPoints-en-USD.6331821e74.webp",
        "src2x": "/templates/23-detailPoints-en-USD@2x.3c2ec1437b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAAAwAgCdASoMAA8AAsBMJZQCdAERHxOgPEQNAAD++IrH7UL+zSCyfMekG7fzG7xtgqqeLH40/vdPNAIj8kMUtFZsAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailSpecs-en-USD.c05339fc02.webp",
        "src2x": "/templates/23-detailSpecs-en-USD@2x.a66a54b6e1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7oB5rPwjWrp3wAAA="
      }
    ],
    "ja-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailTop-ja-KRW.7e5aab8844.webp",
        "src2x": "/templates/23-detailTop-ja-KRW@2x.13ccdfa0cc.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAAAwAgCdASoMAA8AAsBMJZQCdIMgGEv5F2oGaAD++VE4G+4kRcdileCNVPC+oGRZqECsTEHXDu482h/5QP9l8RTgAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailPoints-ja-KRW.df2829a156.webp",
        "src2x": "/templates/23-detailPoints-ja-KRW@2x.7745066783.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAQAgCdASoMAA8AAsBMJZQCdAEO/BQQw7xEAP74kup75WE0sxdnZXtIgYcM3OiXDiYgZbDMlSOrmr4AwNAAAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/23-detailSpecs-ja-KRW.69953f1c3c.webp",
        "src2x": "/templates/23-detailSpecs-ja-KRW@2x.2a6de545ab.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoMAA8AAsBMJZQCdAGIQAD+9iH7j+7WV5Wrp3wA"
      }
    ]
  },
  "24": {
    "en-USD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/24-feed-en-USD.5ba69a892b.webp",
        "src2x": "/templates/24-feed-en-USD@2x.0b670f4cae.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAACwAQCdASoMAA8AAsBMJYwCdACucFqAANTdaAt9t2zG1MZxnbxYoU0uHNS0NBRW+CWGgAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/24-square-en-USD.58fbd4e908.webp",
        "src2x": "/templates/24-square-en-USD@2x.a378264e4d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoMAAwAAsBMJYwCdAD0RIj0plgA20/yW6m2SczuZQeRtnja1310eUgA"
      }
    ],
    "ko-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/24-feed-ko-KRW.658dfe29e7.webp",
        "src2x": "/templates/24-feed-ko-KRW@2x.28d0aa8c01.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAA8AAsBMJYwCdACuCCswANTdaAt9t2zG1MZxnbxYoU0ujsP8YZJAdrFlmuviAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/24-square-ko-KRW.7ba5711fcd.webp",
        "src2x": "/templates/24-square-ko-KRW@2x.bd9af8cf91.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJYwCdAD0PkbLvAAA21QpwbOHCWjOQCltBY5QnMePKnhaXgAAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/24-feed-en-AUD.c0f7c068fc.webp",
        "src2x": "/templates/24-feed-en-AUD@2x.b26754b70a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAA8AAsBMJYwCdACucNE2gADU3WgLfbdsxtTGcZ28WKFNLhzUvBLxmvOUzYgA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/24-square-en-AUD.22705c8aab.webp",
        "src2x": "/templates/24-square-en-AUD@2x.bbf93ca5bb.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoMAAwAAsBMJYwCdAD0RIj0plgA20/yW6m2SczuZQeRtnja1310eUgA"
      }
    ],
    "vi-VND": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/24-feed-vi-VND.d552d73a02.webp",
        "src2x": "/templates/24-feed-vi-VND@2x.2b6e5db4ec.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAA8AAsBMJYwCdACu53AZOAAA1N1oC323bMbUxnGdvFih+kuBlAHg9gMgqC118QAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/24-square-vi-VND.aa7dfabcc3.webp",
        "src2x": "/templates/24-square-vi-VND@2x.4f99c37660.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAAwAAsBMJYwCdAD0PkoyIAAA20/yW6m2SczwZ81vkFW8MdlfR5SAAAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/24-feed-zh-CNY.7ee64db1aa.webp",
        "src2x": "/templates/24-feed-zh-CNY@2x.b50141bbee.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAA8AAsBMJYwCdACucNE2gADU3WgLfbdsxtTGcZ28WKFNLhzUvBLxmvOUzYgA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/24-square-zh-CNY.8e0415f44b.webp",
        "src2x": "/templates/24-square-zh-CNY@2x.a8eb675e32.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJYwCdAD0Ql8scAAA20/yWqwK7+OZ+BLyWCxyhOY8hJvEWl4AAA=="
      }
    ],
    "en-MYR": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/24-feed-en-MYR.55f9baa7c8.webp",
        "src2x": "/templates/24-feed-en-MYR@2x.0a86a39263.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAA8AAsBMJYwCdACucDUgANTdaAt9t2zG1MZxnbxYoU0uHNS4FtnGWLLNdfEAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/24-square-en-MYR.476749488c.webp",
        "src2x": "/templates/24-square-en-MYR@2x.36cc3bd526.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoMAAwAAsBMJYwCdAD0RGv7DMAA20/yW6m2SczofZlMYs+p75iYCUAA"
      }
    ],
    "ja-KRW": [
      {
        "page": "feed",
        "width": 560,
        "height": 700,
        "src": "/templates/24-feed-ja-KRW.11fc0b9d60.webp",
        "src2x": "/templates/24-feed-ja-KRW@2x.57ef7f2d1f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAA8AAsBMJYwCdACubyIAANTdaAt9t2zG1MZxnbxYoU0uHNS8aNkl+Z42BLDQAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/24-square-ja-KRW.ec46fd8f43.webp",
        "src2x": "/templates/24-square-ja-KRW@2x.4757780389.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAAwAAsBMJYwCdAD0RGv7BIAA21QpwbOHCWjplFE28my/fGCcYCUAAAA="
      }
    ]
  },
  "25": {
    "en-USD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/25-wide-en-USD.ce11b32909.webp",
        "src2x": "/templates/25-wide-en-USD@2x.ddf408a527.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoMAAYAAsBMJZQCdAEPAeCGnMAA/vYhzTuVQxnRrfVeV8bn3BJNCYAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/25-square-en-USD.e94c8648de.webp",
        "src2x": "/templates/25-square-en-USD@2x.56ca05a722.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAAwAAsBMJQBOgCHcqj/fFAAA/vYx2XlbnJF8t0lAh759tvHU3EtHye4AXcAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/25-story-en-USD.2f0db32ac0.webp",
        "src2x": "/templates/25-story-en-USD@2x.9f2d93f584.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAACwAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZQCdACHciqzffM6loAD+8c178urJrfV0qZYhir6qhleJjzuEn7TqyMpbm/OOJSctEYAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/25-wide-ko-KRW.bbd4b344e0.webp",
        "src2x": "/templates/25-wide-ko-KRW@2x.3423d98896.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAAYAAsBMJZQCdAEOeXzhFAAA/vUiZ0FOI3KUvpt2Zap+RuIKZXpLIAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/25-square-ko-KRW.900274f7dd.webp",
        "src2x": "/templates/25-square-ko-KRW@2x.6f20a34fb4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAAwAAsBMJYwCdAERFTOCSYAA/vYx2YhNvtWIp+c6OiHfBzJShTbG/wDXLHIAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/25-story-ko-KRW.f61346f07e.webp",
        "src2x": "/templates/25-story-ko-KRW@2x.da83ef59e3.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADQAwCdASoMABUAPtFYpEwoJSOiMAgBABoJZQCdACHcjncbM+XtjoAA/vHNe/LjyBtVMsY5KOLPvsUjoIEqICalKJyZcCDcCys8/KoAAAA="
      }
    ],
    "en-AUD": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/25-wide-en-AUD.826b6c5ebc.webp",
        "src2x": "/templates/25-wide-en-AUD@2x.8a82873cb4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoMAAYAAsBMJZQCdAEPAeCGnMAA/vYhzTuVQxnRrfVeV8bn3BJNCYAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/25-square-en-AUD.1b8929b957.webp",
        "src2x": "/templates/25-square-en-AUD@2x.d879d84a29.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoMAAwAAsBMJQBOgCHcqQQcwAD+9jHZeVuckX0UtMSw759tvJx0Fo+T3AC7gAAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/25-story-en-AUD.f2eb2183b6.webp",
        "src2x": "/templates/25-story-en-AUD@2x.e9bd3cdc8c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAACwAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZQCdACHciqzffM5l4AD+8c178urJrfV0qZYhir6qhleJjzuEn7TxUeTquUBZqN5wxGAA"
      }
    ],
    "vi-VND": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/25-wide-vi-VND.dd802dc780.webp",
        "src2x": "/templates/25-wide-vi-VND@2x.2d10a98813.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAAAQAgCdASoMAAYAAsBMJZQCdAEf3EjZn3AAAP707dXeMmuEN4HZzM0m//1xFQgAAAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/25-square-vi-VND.1a2a78bb8d.webp",
        "src2x": "/templates/25-square-vi-VND@2x.b971424243.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAAwAAsBMJYwCdAEOxnX+5QAA/vYx2XkgFuL1StKW9g57+glKFNsb/BWKxQwAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/25-story-vi-VND.3caa5881b9.webp",
        "src2x": "/templates/25-story-vi-VND@2x.1fbce63bb5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAADQAwCdASoMABUAPtFYpEwoJSOiMAgBABoJZQCdACHciqzfPHMIyAAA/vHNe/Lqya31dKmWIYq+q0ur4ULrr0f3JvkPkgBlvrBXsnQAAAA="
      }
    ],
    "zh-CNY": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/25-wide-zh-CNY.0ca5a1e61d.webp",
        "src2x": "/templates/25-wide-zh-CNY@2x.c478eeb04f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAYAAsBMJZQCdAEO+WkBneAA/vYhzTuVQxnSeAEjLP0AhxNZAAhHTmAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/25-square-zh-CNY.b72002aa22.webp",
        "src2x": "/templates/25-square-zh-CNY@2x.b9425ebc10.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAAwAAsBMJQBOgCHZ6ywg8gAA/vYx36YGLMJeqSE+to6Xz7beTfTf4BrljkAAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/25-story-zh-CNY.f95e65a898.webp",
        "src2x": "/templates/25-story-zh-CNY@2x.90cf6a229e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAADwAwCdASoMABUAPtFUpEuoJKOhsAgBABoJZQCsACHcjnc1V4MoFn6AAP7xzXvy48gbVTLGOSlbmN1/i67KgZ+2nGmBlbA+TDUoAA=="
      }
    ],
    "en-MYR": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/25-wide-en-MYR.9926d12e08.webp",
        "src2x": "/templates/25-wide-en-MYR@2x.8d935afc86.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAADwAQCdASoMAAYAAsBMJZQCdAEPAhmjXEAA/vYh4Y+6gSgiwvJ1hVK9JZAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/25-square-en-MYR.c81ffe5fcf.webp",
        "src2x": "/templates/25-square-en-MYR@2x.d075f65bae.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoMAAwAAsBMJYwCdAEO5VHa68AA/vYx2XlbnJF9FLSf7d8+23jqbiWj5PcALuAA"
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/25-story-en-MYR.1d82622ec7.webp",
        "src2x": "/templates/25-story-en-MYR@2x.a26b7ba285.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRloAAABXRUJQVlA4IE4AAACwAwCdASoMABUAPtFUo0uoJKMhsAgBABoJZQCdACHciqzffHdTgAD+8c178urJrfV0qZYhir6qhleJjzuEn7SO9zkO/4Gh5UC8taZQAAA="
      }
    ],
    "ja-KRW": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/25-wide-ja-KRW.58217a83a2.webp",
        "src2x": "/templates/25-wide-ja-KRW@2x.08a0d73fdd.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoMAAYAAsBMJZQCdAEPAhm41IAA/vTshYtzpDsK3Ne6aXeRwAhHTmAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/25-square-ja-KRW.acb26c6c5b.webp",
        "src2x": "/templates/25-square-ja-KRW@2x.420c44adba.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAAwAAsBMJQBOgCHTCy3AjAAA/vYx2W/750AgCjX0pWd8+23jqbiWj5PcALuAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/25-story-ja-KRW.4f6f4140b1.webp",
        "src2x": "/templates/25-story-ja-KRW@2x.ee26eded26.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAACQAwCdASoMABUAPtFYpEwoJSOiMAgBABoJZQCdACHcjncN+kzAAP7xzXvy48gbVTLGOSjizsjgv2ggSogOJWIhL7z//OkNAimEkwAA"
      }
    ]
  },
  "26": {
    "en-USD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/26-poster-en-USD.2c7c068839.webp",
        "src2x": "/templates/26-poster-en-USD@2x.3bdd6f20ee.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYwCdACFslRXzxZ6tAAD+8dvKGYsJZ70u94ryuR6ArZxfQqtjZV3zE8OofoAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/26-square-en-USD.93362d3181.webp",
        "src2x": "/templates/26-square-en-USD@2x.1a0a8ad431.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJZACdAEPhnJZlkAA/vctrIE+ickH4XVbc8a+Mrmn4IoSXWAAAA=="
      }
    ],
    "ko-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/26-poster-ko-KRW.9e972e2be6.webp",
        "src2x": "/templates/26-poster-ko-KRW@2x.8a0c8c102e.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQBOgBDw5UWF6pgAA/vHbyeLM3bxy5Rk65Efam7fwRkE8vTWkGWi3gh90UaAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/26-square-ko-KRW.b904be2643.webp",
        "src2x": "/templates/26-square-ko-KRW@2x.996332c3ae.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJZACdAEPhu5VoyAA/vctrCxnqMe05OQ+t65uZwV6sQSWLzIAAA=="
      }
    ],
    "en-AUD": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/26-poster-en-AUD.d17b2044bc.webp",
        "src2x": "/templates/26-poster-en-AUD@2x.94c22100b0.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAACwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYwCdACFslRXzxZ6tAAD+8dvKGYsJZ70u94ryuR6ArZxfQqtjZV3zE8OofoAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/26-square-en-AUD.9bc5bed4df.webp",
        "src2x": "/templates/26-square-en-AUD@2x.4324ce4674.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADwAQCdASoMAAwAAsBMJYgCdAEPhnJZlkAA/vctrIE+ickH4XVbc8a+Mrmn4IoSXWAAAA=="
      }
    ],
    "vi-VND": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/26-poster-vi-VND.64dee1c369.webp",
        "src2x": "/templates/26-poster-vi-VND@2x.c99a9d1c61.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAABQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQAALfa2FLID1QAD+8i16n6QYssC89zozsWf8piGZE8yAKt3QmAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/26-square-vi-VND.adc4027358.webp",
        "src2x": "/templates/26-square-vi-VND@2x.23daa7662f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAAwAAsBMJYgCdAEO/09XkAD+9y2sIC1u07TGnJLvlTPX4wbPd7wha6CkAA=="
      }
    ],
    "zh-CNY": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/26-poster-zh-CNY.52f59f21f8.webp",
        "src2x": "/templates/26-poster-zh-CNY@2x.19e0c55e97.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAACwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQBOgBDw5UWMNnShlAAD+8dvJ4szdvHLlGT4l8LTeF/BG6ZgYZGeJSgAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/26-square-zh-CNY.d702383909.webp",
        "src2x": "/templates/26-square-zh-CNY@2x.638a3bf877.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAAAQAgCdASoMAAwAAsBMJYgCdAEPhpUv+hcAAP73LawsZ6o9wL9XVbc8a+Mrmn4IoSXWAA=="
      }
    ],
    "en-MYR": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/26-poster-en-MYR.1b3ead5d04.webp",
        "src2x": "/templates/26-poster-en-MYR@2x.7e555e0b72.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAABwAwCdASoMABEAPtFUo0uoJKMhsAgBABoJYwCsACFslRXz0wAA/vHbyhmLCWe9LveK8rkegK2l2ZTEYszfDnTe5z8GjYhOGwAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/26-square-en-MYR.ede9f1343b.webp",
        "src2x": "/templates/26-square-en-MYR@2x.21cc7ae9e4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAAAQAgCdASoMAAwAAsBMJYgCdAERHsPQmxdgAP73Lawiv25NWJrm904MG7veEMCVJAAAAA=="
      }
    ],
    "ja-KRW": [
      {
        "page": "poster",
        "width": 560,
        "height": 792,
        "src": "/templates/26-poster-ja-KRW.acad940fa1.webp",
        "src2x": "/templates/26-poster-ja-KRW@2x.8b0f7b6eb5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRlQAAABXRUJQVlA4IEgAAACQAwCdASoMABEAPtFUo0uoJKMhsAgBABoJQBWABDv9ahVi+kkAAP7yLaLjMQYnNnDNq//AQlxFHKcry+s0W1tFOgmIMihAIAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/26-square-ja-KRW.b6ae6ae6dd.webp",
        "src2x": "/templates/26-square-ja-KRW@2x.2429a25621.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoMAAwAAsBMJYgCdAEO/ueINQAA/vctrjkMRLb8Uf53TJMxXvJV+xVlHgA="
      }
    ]
  },
  "27": {
    "en-USD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailTop-en-USD.6aa58a1479.webp",
        "src2x": "/templates/27-detailTop-en-USD@2x.8c2d866294.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADwAQCdASoMAA8AAsBMJZQAAsf0NRvFigAA/vlROG3AErCyHThrOMNl4izSxLIGlHhZye87HtcAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailPoints-en-USD.a10df09b16.webp",
        "src2x": "/templates/27-detailPoints-en-USD@2x.61fba77b88.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAA8AAsBMJZQAAudNb8cxoQAA/ve+UgzWVQcqJJAv7MUC/jqt/obm94eY9fgAAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailSpecs-en-USD.53e91870ed.webp",
        "src2x": "/templates/27-detailSpecs-en-USD@2x.faa06988f1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2k/Rms++XZLIAAA"
      }
    ],
    "ko-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailTop-ko-KRW.5393c11e98.webp",
        "src2x": "/templates/27-detailTop-ko-KRW@2x.0a68f880b9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAA8AAsBMJZQAAltiAY7sAAD++VE4VrRLN2/DbivssmLQ22CY4y4+WyTzse1wAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailPoints-ko-KRW.9ccba13d85.webp",
        "src2x": "/templates/27-detailPoints-ko-KRW@2x.56d16f7f21.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoMAA8AAsBMJZQAAudVZb9dAAD+98ZLNEPmDm7/LszmKRxBg9X8hTZfMevwAA=="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailSpecs-ko-KRW.d064688ac8.webp",
        "src2x": "/templates/27-detailSpecs-ko-KRW@2x.92aefacda3.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2k/Rms++XZLIAAA"
      }
    ],
    "en-AUD": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailTop-en-AUD.a9fa72617c.webp",
        "src2x": "/templates/27-detailTop-en-AUD@2x.61bcd164d4.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAAAQAgCdASoMAA8AAsBMJZQAAsf0NR/BZMAAAP75UThtwBKwsh04azjDViM4Iu+VxTp7k3zse1wAAA=="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailPoints-en-USD.a10df09b16.webp",
        "src2x": "/templates/27-detailPoints-en-USD@2x.61fba77b88.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAA8AAsBMJZQAAudNb8cxoQAA/ve+UgzWVQcqJJAv7MUC/jqt/obm94eY9fgAAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailSpecs-en-USD.53e91870ed.webp",
        "src2x": "/templates/27-detailSpecs-en-USD@2x.faa06988f1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2k/Rms++XZLIAAA"
      }
    ],
    "vi-VND": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailTop-vi-VND.8fd60838e5.webp",
        "src2x": "/templates/27-detailTop-vi-VND@2x.eeaa27e0f5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAA8AAsBMJZQAAsf3dk/cP0AA/vlROG3AErCxyx9uh+ycIWyCJiKwmr287HtcAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailPoints-vi-VND.60f1678025.webp",
        "src2x": "/templates/27-detailPoints-vi-VND@2x.1d390f6a38.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAA8AAsBMJZQAAudZ1dAAAP73wX/OQXkkzGFixydIQoQS3B6uubqT4qPmPX4AAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailSpecs-vi-VND.9c00aed320.webp",
        "src2x": "/templates/27-detailSpecs-vi-VND@2x.2f2dbbee97.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2k/Rms++XZLIAAA"
      }
    ],
    "zh-CNY": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailTop-zh-CNY.0ee579add1.webp",
        "src2x": "/templates/27-detailTop-zh-CNY@2x.5defe3f857.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoMAA8AAsBMJZQAAltSvqkAAP75Sl8GaE42e7NXKvCt4wvR5Z4RyyBoCnnY9rgAAAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailPoints-zh-CNY.d568c0e011.webp",
        "src2x": "/templates/27-detailPoints-zh-CNY@2x.e79801f112.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAA8AAsBMJZQAAudQH0VrYAD+9uGSgdLo0PhIl9H9quRV5T3DY3qJ6FNl87Hl0AA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailSpecs-zh-CNY.c3a2cacdec.webp",
        "src2x": "/templates/27-detailSpecs-zh-CNY@2x.b536bf7b7c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2eMt5H568wpAAAA"
      }
    ],
    "en-MYR": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailTop-en-MYR.dce48c806a.webp",
        "src2x": "/templates/27-detailTop-en-MYR@2x.def350ff3b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAA8AAsBMJYwAAsf0NRtbQAD++VE4bcASsLIdOGs4w2XiLNLEsgG7y0n52Pa4AAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailPoints-en-USD.a10df09b16.webp",
        "src2x": "/templates/27-detailPoints-en-USD@2x.61fba77b88.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADwAQCdASoMAA8AAsBMJZQAAudNb8cxoQAA/ve+UgzWVQcqJJAv7MUC/jqt/obm94eY9fgAAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailSpecs-en-USD.53e91870ed.webp",
        "src2x": "/templates/27-detailSpecs-en-USD@2x.faa06988f1.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2k/Rms++XZLIAAA"
      }
    ],
    "ja-KRW": [
      {
        "page": "detailTop",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailTop-ja-KRW.2c46f43494.webp",
        "src2x": "/templates/27-detailTop-ja-KRW@2x.cdfcde87b5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACQAQCdASoMAA8AAsBMJYwAAluYoXAA/viTjmXnePO1hgmnB6X0IrPQXjTxnutIFTD/nY9rgAA="
      },
      {
        "page": "detailPoints",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailPoints-ja-KRW.632787cb17.webp",
        "src2x": "/templates/27-detailPoints-ja-KRW@2x.9c2c3c229a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAADQAQCdASoMAA8AAsBMJZQAAudkpZp7QAD++IrH9VW7Y1KHT3JLETJKYMZt+mClemvZasIAAAA="
      },
      {
        "page": "detailSpecs",
        "width": 560,
        "height": 700,
        "src": "/templates/27-detailSpecs-ja-KRW.3278c1ba53.webp",
        "src2x": "/templates/27-detailSpecs-ja-KRW@2x.3c98f70e5d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRi4AAABXRUJQVlA4ICIAAAAwAQCdASoMAA8AAsBMJZQAA3AA/vX1c2k/Rms++XZLIAAA"
      }
    ]
  },
  "28": {
    "en": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/28-wide-en.906093f6fc.webp",
        "src2x": "/templates/28-wide-en@2x.6bdee9fd7a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoMAAYAAsBMJbACdAD0QWBziAAA/vLqUsSN7ogpHvQvIy1BiiJdmQBKPf2NNyxGlisCDT+A2W1TCAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/28-square-en.6082bbd44a.webp",
        "src2x": "/templates/28-square-en@2x.a1ac669a60.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADQAQCdASoMAAwAAsBMJbACdAD0QV0I4AD+9/F4n8piBP0r+ijUs8crvoGrT3X/uP5xv7+Swcd0tyO64AA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/28-story-en.ac9fa8e4ec.webp",
        "src2x": "/templates/28-story-en@2x.a9e94bde81.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRnIAAABXRUJQVlA4IGYAAADQAwCdASoMABUAPtFUpEuoJKOhsAgBABoJbAC7ACHfixurs23xwQAA9rqHc70EHHQ3uL50AHUH4puVj/LKvOVCBAfyJy17TPp/H3Iuxs1+ltf6ryVJV6VcA3/MwfJq71Uap+2AAAA="
      }
    ],
    "ko": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/28-wide-ko.d2c98db2f1.webp",
        "src2x": "/templates/28-wide-ko@2x.dbfa5ce058.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAADwAQCdASoMAAYAAsBMJbACdAD0RUGsuQAA/vLqVhv2zkssmC3W3MGkp2WhelPRVasRpfyUnAJR7GfD5n8BstqmEAA="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/28-square-ko.78a58b06b3.webp",
        "src2x": "/templates/28-square-ko@2x.575e6c137b.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADwAQCdASoMAAwAAsBMJbACdAD0QC4YJAAA/vfxeJ/KYgT9K/oo1K8FCC0RUYj/3SjZ39/QXeV7Jj1BUAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/28-story-ko.f49b65392e.webp",
        "src2x": "/templates/28-story-ko@2x.4be9ff7e2c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRnIAAABXRUJQVlA4IGYAAADwAwCdASoMABUAPtFWpEuoJKOhsAgBABoJbAC7LwAB0arpEPoccU54APa6h3O9BBx0N7jGOpiZLes7jLPSr7XeXiYL9MoHIsQZtjAysaMahec/gjOxDyYSfj68k/GmDBjDVFoAAAA="
      }
    ],
    "vi": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/28-wide-vi.2ccd0cb66d.webp",
        "src2x": "/templates/28-wide-vi@2x.77bf04b6db.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoMAAYAAsBMJbACdAD0QWBziAAA/vLqUsSN7ogpHvQvIy1BiiJdmQBKPf2NNyxGlisCDT+A2W1TCAAA"
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/28-square-vi.e9933ee7da.webp",
        "src2x": "/templates/28-square-vi@2x.e939adbd6f.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoMAAwAAsBMJbACdAD0QWELaQAA/vfxeJ/KYgT9K/oo1LPHK7568tD/90o2d/f0F3leyY9QVAAAAA=="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/28-story-vi.63992b30cc.webp",
        "src2x": "/templates/28-story-vi@2x.401616e735.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRnIAAABXRUJQVlA4IGYAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJbAC7ACHfixusCJhkOQAA9rqHc70EHHQ3uL50AHUH4puVkCSMbJpfLcX9MoHPFiDPtjAysbNfpbX+q8lSVdxM6socOKnhwrwn3QMAAAA="
      }
    ],
    "zh": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/28-wide-zh.047b36b6ad.webp",
        "src2x": "/templates/28-wide-zh@2x.a2c8b21435.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADQAQCdASoMAAYAAsBMJbACdAD0Ma5VgAD+9KEUTHZQA+QZMN95xTrgOpThX7q3z/Q0qkVRNpKK27YE3UwAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/28-square-zh.055064e396.webp",
        "src2x": "/templates/28-square-zh@2x.908d5680a9.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAAAQAgCdASoMAAwAAsBMJbACdAD0RXQle3CAAP738Xq/2YwQ3/a5ELgZq/yyd//b0ncf171D4bizijY4AAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/28-story-zh.b6e395692c.webp",
        "src2x": "/templates/28-story-zh@2x.8587e5143c.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRnYAAABXRUJQVlA4IGoAAACwAwCdASoMABUAPtFWpEuoJKOhsAgBABoJbAC7ACHfixsBr1L3AAD2uodzvQQcdDe4xjqYmS3rO4yz0q+13l4mC/TKBzxYgz7YwMrHdXb+zqr10PwkRJJVB1s5QYydDAfPBIcljpSgAAAA"
      }
    ],
    "ja": [
      {
        "page": "wide",
        "width": 800,
        "height": 419,
        "src": "/templates/28-wide-ja.a0f7eb354e.webp",
        "src2x": "/templates/28-wide-ja@2x.1660e628c5.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADQAQCdASoMAAYAAsBMJbACdAD0QV+DYAD+9KBSrqMN2aiFO2kFHUoBFaUZFUT/BWPdW+cyCN+moGYjJrAAAA=="
      },
      {
        "page": "square",
        "width": 560,
        "height": 560,
        "src": "/templates/28-square-ja.8608dfc13d.webp",
        "src2x": "/templates/28-square-ja@2x.6573e0331a.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRkgAAABXRUJQVlA4IDwAAADQAQCdASoMAAwAAsBMJbACdAD0QCzYMAD+9/F4n8piBP0r0OgcAJOlsD9Qd/90o2d/f0F3leyY9QVAAAA="
      },
      {
        "page": "story",
        "width": 450,
        "height": 800,
        "src": "/templates/28-story-ja.d0bc7236fc.webp",
        "src2x": "/templates/28-story-ja@2x.ec9ab5e66d.webp",
        "blurDataUrl": "data:image/webp;base64,UklGRnAAAABXRUJQVlA4IGQAAADQAwCdASoMABUAPtFUo0uoJKMhsAgBABoJbACo9CHfj9/ysuFAzeAA9rqHc70EHHQ3wDeL9lTgrIhT2ilpXkzahK7WUf9MoHPFiDPjo2bCWQHOoMQSzQA4MSUja09XBDtIIAAA"
      }
    ]
  }
};
