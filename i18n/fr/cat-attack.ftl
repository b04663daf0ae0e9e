# Les messages de Cat Attack : les règles citées quand une action est refusée, ce qui est
# demandé, le journal, pourquoi un chat perd des vies, comment la partie se termine, les raisons
# du bot Normal et les libellés de ses graphiques.
# Les noms de cartes viennent de `ca-card-numbered` ou `ca-card-picture` ; ceux des cases et
# des joueurs arrivent tels quels.
# $critter vaut "bird" ou "mouse" ; $suit vaut "cat", "bird" ou "mouse" (les couleurs des
# cartes) ; $shop vaut "fishmonger", "dairy", "corner-shop" ou "vet".

## Ce qu’un chat prend : inséré dans les phrases comme la chose prise ($food)

ca-food-bird = un oiseau
ca-food-mouse = une souris
ca-food-fish = une boîte de poisson
ca-food-milk = un bol de lait
ca-food-cat-food = une boîte de pâtée pour chat
ca-food-vitamins = une boîte de vitamines pour chat

## Listes de joueurs : « Ada et Bob », « Ada, Bob et Cy »

ca-list-two = { $first } et { $second }
ca-list-more = { $first }, { $rest }

## Les règles, telles que le livret les énonce

ca-rule-play-mog = Jouez l’une de vos six cartes Mog
ca-rule-cat-attack = Jouez une carte Cat Attack pour bondir sur un chat, un oiseau ou une souris à six cases au plus
ca-rule-cat-burglar = Utilisez une carte Cat Burglar pour atterrir sur une empreinte Cat Burglar ou sur la case Maison d’un autre chat à six cases au plus, et prendre un objet
ca-rule-younger-no-fight = Pour les plus jeunes : sans bagarre de chats
ca-rule-fight-suit = Choisissez la couleur (chat, oiseau ou souris) avec laquelle vous attaquez ; les cartes Mog illustrées ne servent pas dans une bagarre de chats
ca-rule-gang-own = Guerre des gangs : un gang n’attaque jamais les siens
ca-rule-fight-target = Désignez le chat que vous combattez : il doit être à six cases au plus et ne pas se trouver sur sa case Maison
ca-rule-younger-no-six-cat = Pour les plus jeunes : sans la règle des Six Chats
ca-rule-six-cat = Si vous avez six cartes Oiseau ou six cartes Souris en main, vous pouvez faire disparaître l’une de ces créatures du garde-manger d’un adversaire ; pas si ce chat est sur sa Maison ou dans son jardin
ca-rule-raid-take = Vous ne pouvez pas avoir plus d’un exemplaire de chaque aliment ; vous ne pouvez pas prendre l’objet de la boutique près de laquelle le chat s’est arrêté
ca-rule-fight-back = Le chat attaqué riposte en posant n’importe quelle carte de la même couleur ; les cartes Mog illustrées ne servent pas dans une bagarre de chats
ca-rule-swap = Servez-vous d’une carte de votre choix et échangez-la contre l’une des vôtres
ca-rule-one-thing = Une chose à la fois
ca-rule-exact-count = Déplacez votre chat du nombre exact de cases
ca-rule-neighbour = Avancez d’une case à une case voisine
ca-rule-cat-back-track = Un chat en mouvement ne peut pas revenir sur ses pas
ca-rule-cat-off-limits = Les chats ne peuvent pas aller sur le parking, le nichoir ou le trou de souris
ca-rule-no-jumping = Les chats ne peuvent pas sauter par-dessus d’autres chats (partez dans une autre direction)
ca-rule-car = Les chats ne peuvent pas aller dans une rue occupée par la voiture
ca-rule-larder-full = Vous ne pouvez pas attraper plus d’une souris ni plus d’un oiseau
ca-rule-shop-closed = Vous ne pouvez pas entrer dans le jardin d’une boutique fermée
ca-rule-cat-at-home = Vous ne pouvez pas attaquer un chat sur sa case Maison
ca-rule-team-mate = Un chat ne peut pas s’arrêter sur la case d’un autre chat sans l’attaquer, et un gang n’attaque jamais les siens
ca-rule-host-returns = Si le chat de la maison est sorti et vous trouve dans son jardin en rentrant, cela compte comme une attaque
ca-rule-one-of-each = Vous ne pouvez pas avoir plus d’un exemplaire de chaque aliment dans votre garde-manger
ca-rule-no-raid-at-home = On ne peut pas piller un chat qui est sur sa case Maison
ca-rule-no-sitting = Un chat ne peut pas s’arrêter sur la case d’un chat, d’un oiseau ou d’une souris sans l’attaquer
ca-rule-younger-no-raiding = Pour les plus jeunes : sans pillage
ca-rule-critter-card = Jouez une carte Oiseau pour déplacer l’un des oiseaux, une carte Souris pour déplacer l’une des souris, du nombre de cases indiqué sur la carte
ca-rule-retired-larder = Un oiseau ou une souris dans le garde-manger d’un chat qui a quitté la partie peut être déplacé avec les cartes Oiseau ou Souris
ca-rule-critter-back-track = Les souris et les oiseaux en mouvement ne peuvent pas revenir sur leurs pas
ca-rule-critter-no-home = Les souris et les oiseaux ne peuvent pas aller sur la case Maison d’un chat
ca-rule-mouse-hole = Seules les souris peuvent utiliser le trou de souris et y retourner pendant la partie
ca-rule-bird-house = Seuls les oiseaux peuvent utiliser le nichoir et y retourner pendant la partie
ca-rule-car-park = Seule la voiture stationne sur le parking
ca-rule-critter-no-landing = Les souris et les oiseaux ne peuvent pas s’arrêter sur la case d’une souris, d’un oiseau ou d’un chat (ils doivent partir dans une autre direction)

## Ce qui, dans l’action, enfreint la règle ($space : le nom d’une case ; $card : celui d’une carte)

ca-refused-other-seat = c’est à une autre place de décider maintenant
ca-refused-not-in-hand = { $card } n’est pas dans votre main
ca-refused-nothing-to-pounce = rien sur quoi vous pourriez atterrir n’est à six cases ou moins
ca-refused-nothing-to-burgle = aucune empreinte ni aucune Maison à six cases ou moins n’a quelque chose pour vous
ca-refused-discard-when-stuck = vous ne pouvez défausser à la place que si aucune carte de votre main n’est jouable
ca-refused-no-fights = cette table joue sans bagarres de chats
ca-refused-no-suit-cards = vous n’avez aucune carte { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    } pour attaquer
ca-refused-gang-mate = ce chat joue pour votre gang
ca-refused-target-at-home = ce chat est sur une case Maison
ca-refused-target-too-far = ce chat n’est pas à six cases ou moins
ca-refused-no-six-cat = cette table joue sans la règle des Six Chats
ca-refused-six-cat = { $critter ->
        [bird] il vous faut six cartes Oiseau et un garde-manger où prendre un oiseau
       *[mouse] il vous faut six cartes Souris et un garde-manger où prendre une souris
    }
ca-refused-cannot-take = vous ne pouvez pas prendre { $food }
ca-refused-fight-suit = défaussez une carte { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    } de votre main
ca-refused-swap = prenez une carte de sa main et donnez-en une de la vôtre
ca-refused-not-asked = ce n’est pas ce qui est demandé maintenant
# $how : "die" (le lancer du tour), "card" (une carte Chat) ou "extra" (les cases en plus d’une carte Curiosity).
ca-refused-exact-count = { $how ->
        [die] vous avez fait { $count } : avancez d’exactement { $count ->
            [one] { $count } case
           *[other] { $count } cases
        }
        [card] votre carte indique { $count } : avancez d’exactement { $count ->
            [one] { $count } case
           *[other] { $count } cases
        }
       *[extra] avancez d’exactement { $count ->
            [one] { $count } case
           *[other] { $count } cases
        }
    }
# $exactly : le message ci-dessus ; $away : la distance de la case visée.
ca-refused-exact-count-away = { $exactly } (cette case est à { $away ->
        [one] { $away } case
       *[other] { $away } cases
    })
ca-refused-not-next = ces cases ne sont pas voisines
ca-refused-on-path = { $space } est déjà sur ce trajet
# La case où la règle arrête le déplacement.
ca-refused-at = { $space }
ca-refused-cat-on = un chat se trouve sur { $space }
ca-refused-bad-path = ce trajet n’est pas un déplacement permis
ca-refused-no-such-space = cette case n’existe pas
ca-refused-beyond-reach = cette case n’est pas à six cases ou moins
ca-refused-own-home = un chat sur votre propre Maison est attaqué quand vous rentrez chez vous par un déplacement
ca-refused-nothing-there = il n’y a là ni chat, ni oiseau, ni souris
ca-refused-cat-at-home = son chat est chez lui
ca-refused-occupied = quelque chose s’y trouve déjà
ca-refused-shop-empty = { $shop ->
        [fishmonger] la poissonnerie
        [dairy] la crémerie
        [corner-shop] l’épicerie du coin
       *[vet] le vétérinaire
    } n’a plus rien
ca-refused-have-it = vous l’avez déjà
ca-refused-not-rival-home = ce n’est pas la case Maison d’un chat rival
ca-refused-no-raiding = cette table joue sans pillage
ca-refused-nothing-lacking = il n’y a rien là qui vous manque
ca-refused-not-burglar-space = ce n’est ni une empreinte Cat Burglar ni une case Maison
ca-refused-card-moves = cette carte déplace { $critter ->
        [bird] un oiseau
       *[mouse] une souris
    }
ca-refused-critter-exact-count = { $critter ->
        [bird] l’oiseau
       *[mouse] la souris
    } se déplace d’exactement { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
ca-refused-no-such-critter = { $critter ->
        [bird] cet oiseau n’existe pas
       *[mouse] cette souris n’existe pas
    }
ca-refused-larder-in-play = { $critter ->
        [bird] cet oiseau est
       *[mouse] cette souris est
    } dans le garde-manger d’un chat encore en jeu
ca-refused-something-on = quelque chose se trouve sur { $space }

## Ce qui est demandé au joueur qui doit agir

ca-ask-play = Jouez une carte Mog (ou déclarez une bagarre de chats, ou posez un Six Chats)
ca-ask-roll = Lancez le dé
ca-ask-move = Déplacez votre chat d’exactement { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
ca-ask-move-critter = Déplacez { $critter ->
        [bird] un oiseau
       *[mouse] une souris
    } d’exactement { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
ca-ask-pounce = Cat Attack : bondissez sur un chat, un oiseau ou une souris à six cases au plus
ca-ask-burgle = Cat Burglar : atterrissez sur une empreinte Cat Burglar ou une case Maison à six cases ou moins
ca-ask-six-cat = Six Chats : choisissez le garde-manger d’où { $critter ->
        [bird] l’oiseau disparaît, et déplacez-le de six cases
       *[mouse] la souris disparaît, et déplacez-la de six cases
    }
# $name : le joueur dont c’est la main ou le garde-manger.
ca-ask-swap = Prenez une carte dans la main de { $name } et donnez-lui l’une des vôtres, ou gardez votre main
ca-ask-raid = Prenez un objet dans le garde-manger de { $name }, ou ne prenez rien
ca-ask-fight = Bagarre de chats : défaussez une carte { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    }

## Le journal ($who : le joueur qui agit)

ca-log-play = { $who } joue { $card }
ca-log-discard = { $who } ne peut pas jouer et défausse { $card }
ca-log-fight = { $who } déclare une bagarre de chats à { $target } en cartes { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    }
ca-log-six-cat = { $who } pose un Six Chats { $critter ->
        [bird] d’oiseaux
       *[mouse] de souris
    }
ca-log-roll = { $who } lance le dé
ca-log-move = { $who } va sur { $space }
ca-log-move-critter = { $who } déplace { $critter ->
        [bird] un oiseau
       *[mouse] une souris
    } sur { $space }
ca-log-pounce = { $who } bondit sur { $space }
ca-log-burgle = { $who } cambriole { $space }
ca-log-six-cat-move = { $who } l’escamote du garde-manger de { $victim } jusqu’à { $space }
ca-log-raid = { $who } prend { $food }
ca-log-no-raid = { $who } ne prend rien
ca-log-swap = { $who } échange une carte
ca-log-keep-hand = { $who } garde sa main
ca-log-fight-card = { $who } défausse { $card }

## Les lignes du journal : ce qui s’est passé, tel que le journal de la table le raconte
## ($name : le joueur concerné ; $space : le nom d’une case ; $card : le nom d’une carte)

# $rounds : les tours du tirage au dé, le premier en ca-tell-rolls, chacun des suivants par ca-tell-roll-again.
ca-tell-first-roll = Qui commence ? { $rounds }. { $name } a fait le meilleur lancer et commence
# Le jet d’un chat ($die) ; les jets d’un tour, chacun suivi des autres ($first, $rest).
ca-tell-roll = { $name } { $die }
ca-tell-rolls = { $first }, { $rest }
# $first : les jets jusque-là ; $rest : les tours que relancent les chats à égalité en tête.
ca-tell-roll-again = { $first } ; on relance : { $rest }
ca-tell-played = { $name } joue { $card }
ca-tell-rolled = { $name } fait { $value }
ca-tell-moved = { $name } va sur { $space }
ca-tell-critter-moved = { $critter ->
        [bird] Un oiseau file
       *[mouse] Une souris file
    } jusqu’à { $space }
ca-tell-caught = { $name } attrape { $critter ->
        [bird] un oiseau
       *[mouse] une souris
    } !
# $food : l’un des messages ca-food-.
ca-tell-bought = { $name } prend { $food }
ca-tell-attacked = { $name } attaque { $victim } !
# $lives : combien ; $why : l’un des messages ca-why-.
ca-tell-lost-lives = { $name } perd { $lives ->
        [one] une vie
       *[other] { $lives } vies
    } ({ $why })
ca-tell-sent-home = { $name } rentre à la maison
ca-tell-retired = { $name } a perdu sa neuvième vie et quitte la partie
# $victim : le chat dont c’est la Maison.
ca-tell-raid-declined = { $name } laisse le garde-manger de { $victim } tranquille
ca-tell-raided = { $name } pille le garde-manger de { $victim } et prend { $food }
ca-tell-swapped = { $name } échange une carte avec { $from }
# $card : le texte de la carte Curiosity, tel que le niveau l’écrit.
ca-tell-curiosity = { $name } tire une carte Curiosity : « { $card } »
# Une carte Curiosity que le niveau n’a pas (une sauvegarde abîmée).
ca-tell-curiosity-unread = { $name } tire une carte Curiosity
ca-tell-shop-opens = { $shop ->
        [fishmonger] La poissonnerie ouvre
        [dairy] La crémerie ouvre
        [corner-shop] L’épicerie du coin ouvre
       *[vet] Le vétérinaire ouvre
    }
ca-tell-shop-closes = { $shop ->
        [fishmonger] La poissonnerie ferme
        [dairy] La crémerie ferme
        [corner-shop] L’épicerie du coin ferme
       *[vet] Le vétérinaire ferme
    }
ca-tell-car = La voiture roule jusqu’à { $space }
ca-tell-fight = Bagarre de chats ! { $name } affronte { $defender } en cartes { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    }
ca-tell-fight-card = { $name } jette { $card }
ca-tell-fight-lost = { $name } perd la bagarre
ca-tell-six-cat = { $name } pose un Six Chats : { $critter ->
        [bird] l’oiseau
       *[mouse] la souris
    } de { $victim } disparaît du garde-manger
ca-tell-escaped = { $critter ->
        [bird] L’oiseau
       *[mouse] La souris
    } de { $name } s’échappe et rentre chez { $critter ->
        [bird] lui
       *[mouse] elle
    }
ca-tell-won = { $name } gagne !

## Pourquoi un chat perd des vies (dit entre parenthèses après les vies perdues)

ca-why-attacked = attaqué
ca-why-trespassing = surpris en intrus
ca-why-lost-fight = bagarre de chats perdue
ca-why-raided-garden = encore dans le jardin du chat qu’il a pillé
ca-why-burglar-garden = surpris dans un jardin avec une carte Cat Burglar
ca-why-curiosity = une carte Curiosity
ca-why-shop-closed = surpris dans le jardin d’une boutique à sa fermeture
ca-why-car = renversé par la voiture
ca-why-cornered-nowhere = coincé : nulle part où aller
# Un chat coincé perd une vie par raison ($reasons : l’un des messages ca-cornered-, ou
# plusieurs reliés par ca-why-reasons).
ca-why-cornered = coincé : { $reasons }
ca-why-reasons = { $first } ; { $rest }
ca-cornered-car = les chats ne peuvent pas aller dans une rue occupée par la voiture
ca-cornered-cat-in-the-way = les chats ne peuvent pas sauter par-dessus d’autres chats
ca-cornered-larder-full = vous ne pouvez pas attraper plus d’une souris ni plus d’un oiseau
ca-cornered-shop-closed = vous ne pouvez pas entrer dans le jardin d’une boutique fermée
ca-cornered-cat-at-home = vous ne pouvez pas attaquer un chat sur sa case Maison
ca-cornered-team-mate = un chat ne peut pas s’arrêter sur la case d’un autre chat sans l’attaquer, et un gang n’attaque jamais les siens

## Comment la partie s’est terminée ($who : un joueur ; $winners : des joueurs, en liste comme ci-dessus)

ca-summary-food = { $who } a rapporté six aliments différents à la maison et gagne.
ca-summary-food-gang = { $winners } ont chacun rapporté six aliments différents à la maison et gagnent.
ca-summary-food-shared-house = { $who } a rapporté six aliments différents à la maison : { $winners } gagnent.
ca-summary-last-cat = { $who } est le dernier chat en jeu et gagne.
ca-summary-last-gang = { $winners } sont le dernier gang en jeu et gagnent.
# $count : combien de joueurs gagnent (les deux d’un gang, ou un seul) ; $best : leurs vies et objets.
ca-summary-time = Le temps est écoulé : { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    } avec { $best ->
        [one] { $best } vie ou objet
       *[other] { $best } vies et objets
    }.
# $sides : les joueurs ou les gangs à égalité, en liste comme ci-dessus.
ca-summary-time-draw = Le temps est écoulé : { $sides } sont à égalité avec { $best ->
        [one] { $best } vie ou objet
       *[other] { $best } vies et objets
    } et en nourriture : match nul.
# Un gang parmi les camps à égalité.
ca-summary-gang = ({ $names })

## Pourquoi le bot Normal choisirait une action (le conseil). Une raison est une proposition, ou
## deux reliées par ca-reason-and ; $joined vaut 1 pour celle qui suit « et », qui commence
## alors par une minuscule.

ca-reason-and = { $first }, et { $then }
# Une carte Chat : où elle peut mener le chat ($to : l’un des messages ca-reason-to- ci-dessous).
ca-reason-card = { $joined ->
        [1] elle
       *[other] Elle
    } peut vous mener { $to }
ca-reason-card-and = Elle peut vous mener { $to }, et { $also }
ca-reason-to-catch = sur { $critter ->
        [bird] un oiseau
       *[mouse] une souris
    } : votre garde-manger n’en a pas
ca-reason-to-attack = sur un chat à attaquer : il perd une vie et rentre chez lui
ca-reason-to-stop-winner = sur le chat qui a les six aliments, pour le renvoyer chez lui
ca-reason-to-shop = { $shop ->
        [fishmonger] à la poissonnerie pour une boîte de poisson
        [dairy] à la crémerie pour un bol de lait
        [corner-shop] à l’épicerie du coin pour une boîte de pâtée pour chat
       *[vet] chez le vétérinaire pour une boîte de vitamines pour chat
    } : votre garde-manger n’en a pas
ca-reason-to-home = chez vous, où aucun chat ne peut vous attaquer
ca-reason-to-raid = vers une Maison à piller dont le chat est sorti : elle contient un aliment qui vous manque
ca-reason-to-curiosity = sur une case Curiosity
ca-reason-to-safety = hors de portée des chats proches
ca-reason-to-fewer-cats = à portée de moins de chats
# $count : combien des six faces du dé mènent sur la Maison.
ca-reason-to-home-rolls = là où { $count ->
        [one] { $count } chance sur 6 au dé vous ramène
       *[other] { $count } chances sur 6 au dé vous ramènent
    } chez vous, avec les six aliments
ca-reason-to-closer-home = plus près de chez vous : votre garde-manger est plein
ca-reason-to-closer-food = plus près d’un aliment qui vous manque
ca-reason-catch = { $joined ->
        [1] attrape
       *[other] Attrape
    } { $critter ->
        [bird] l’oiseau
       *[mouse] la souris
    } : votre garde-manger n’en a pas
ca-reason-attack = { $joined ->
        [1] attaque
       *[other] Attaque
    } le chat qui s’y trouve : il perd une vie et rentre chez lui
ca-reason-stop-winner = { $joined ->
        [1] renvoie
       *[other] Renvoie
    } chez lui le chat qui a les six aliments avant qu’il ne puisse rentrer au dé
ca-reason-shop = { $joined ->
        [1] prend
       *[other] Prend
    } { $shop ->
        [fishmonger] une boîte de poisson à la poissonnerie
        [dairy] un bol de lait à la crémerie
        [corner-shop] une boîte de pâtée pour chat à l’épicerie du coin
       *[vet] une boîte de vitamines pour chat chez le vétérinaire
    } : votre garde-manger n’en a pas
ca-reason-win = { $joined ->
        [1] arrive
       *[other] Arrive
    } sur votre Maison avec les six aliments : vous gagnez
ca-reason-at-home = { $joined ->
        [1] se repose
       *[other] Se repose
    } sur votre Maison, où aucun chat ne peut vous attaquer
ca-reason-raid = { $joined ->
        [1] pille
       *[other] Pille
    } la Maison d’un chat sorti : elle contient un aliment qui vous manque
ca-reason-off-raided-home = { $joined ->
        [1] évite
       *[other] Évite
    } de finir votre tour sur la Maison que vous avez pillée : cela coûte deux vies
ca-reason-curiosity = { $joined ->
        [1] arrive
       *[other] Arrive
    } sur une case Curiosity
ca-reason-leave-raided-garden = { $joined ->
        [1] quitte
       *[other] Quitte
    } le jardin que vous avez pillé avant la fin de votre tour : y rester coûte deux vies
ca-reason-burglar-penalty = { $joined ->
        [1] reste
       *[other] Reste
    } hors des jardins après votre Cat Burglar : y finir votre tour coûte une vie
ca-reason-safe = { $joined ->
        [1] reste
       *[other] Reste
    } hors de portée des chats proches
ca-reason-fewer-cats = { $joined ->
        [1] finit
       *[other] Finit
    } votre tour à portée de moins de chats
ca-reason-home-rolls = { $joined ->
        [1] met
       *[other] Met
    } votre Maison à { $count ->
        [one] { $count } chance
       *[other] { $count } chances
    } sur 6 au dé, avec les six aliments dans votre garde-manger
ca-reason-closer-home = { $joined ->
        [1] vous rapproche
       *[other] Vous rapproche
    } de votre Maison : votre garde-manger est plein
ca-reason-closer-food = { $joined ->
        [1] vous rapproche
       *[other] Vous rapproche
    } d’un aliment qui vous manque
ca-reason-not-cornered = { $joined ->
        [1] évite
       *[other] Évite
    } que votre chat soit coincé
ca-reason-critter-closer = { $joined ->
        [1] rapproche
       *[other] Rapproche
    } { $critter ->
        [bird] l’oiseau
       *[mouse] la souris
    } de vous : votre garde-manger n’en a pas
ca-reason-critter-in-reach = { $joined ->
        [1] amène
       *[other] Amène
    } { $critter ->
        [bird] l’oiseau
       *[mouse] la souris
    } là où { $count ->
        [one] { $count } chance sur 6 au dé vous y mène
       *[other] { $count } chances sur 6 au dé vous y mènent
    } : votre garde-manger n’en a pas
ca-reason-critter-away = { $joined ->
        [1] éloigne
       *[other] Éloigne
    } { $critter ->
        [bird] l’oiseau
       *[mouse] la souris
    } des chats qui n’en ont pas encore
ca-reason-critter-card = { $joined ->
        [1] joue
       *[other] Joue
    } une carte dont vous avez peu besoin : rien de mieux ne vous aide maintenant
ca-reason-speedy-home = { $joined ->
        [1] quatre
       *[other] Quatre
    } lancers ce tour-ci : plus de chances d’arriver sur votre Maison avec les six aliments
ca-reason-speedy = { $joined ->
        [1] trois
       *[other] Trois
    } lancers de plus pour atteindre l’aliment qui vous manque
ca-reason-cat-attack = Cat Attack est votre meilleur coup : bondissez sur un chat, un oiseau ou une souris à six cases au plus
ca-reason-cat-burglar = Cat Burglar est votre meilleur coup : prenez l’objet d’une boutique ou pillez une Maison proche
ca-reason-best-card = { $card } est votre meilleur coup maintenant
ca-reason-pounce = { $joined ->
        [1] bondit
       *[other] Bondit
    } dessus tout de suite
ca-reason-burgle-shop = { $joined ->
        [1] prend
       *[other] Prend
    } { $shop ->
        [fishmonger] une boîte de poisson sur l’empreinte devant la poissonnerie
        [dairy] un bol de lait sur l’empreinte devant la crémerie
        [corner-shop] une boîte de pâtée pour chat sur l’empreinte devant l’épicerie du coin
       *[vet] une boîte de vitamines pour chat sur l’empreinte devant chez le vétérinaire
    }
ca-reason-burgle-home = { $joined ->
        [1] pille
       *[other] Pille
    } cette Maison, même avec son chat tout près
ca-reason-raid-scarce = { $joined ->
        [1] prend
       *[other] Prend
    } { $food } : il n’en reste plus à attraper ni à acheter
ca-reason-raid-food = { $joined ->
        [1] prend
       *[other] Prend
    } { $food } : votre garde-manger n’en a pas
ca-reason-no-raid-last-lives = { $joined ->
        [1] ne prend
       *[other] Ne prend
    } rien : les deux vies qu’un pillage coûte à la fin de votre tour seraient vos dernières
ca-reason-no-raid-costly = { $joined ->
        [1] ne prend
       *[other] Ne prend
    } rien : un pillage coûte maintenant deux vies à la fin de votre tour, plus que ne vaut l’aliment
ca-reason-no-raid = { $joined ->
        [1] ne prend
       *[other] Ne prend
    } rien : seul un pillage coûte deux vies à la fin de votre tour
ca-reason-spare = { $card } est la carte dont vous avez le moins besoin
ca-reason-keeps = { $joined ->
        [1] garde
       *[other] Garde
    } { $card }, une carte qui vaut plus pour vous
ca-reason-swap = { $take } vaut plus pour vous que { $give }
ca-reason-no-better-swap = { $joined ->
        [1] aucune
       *[other] Aucune
    } carte de cette main ne vaut plus pour vous que les vôtres
ca-reason-keep-hand = { $joined ->
        [1] rien
       *[other] Rien
    } dans cette main ne vaut plus pour vous que vos propres cartes
# $count : vos cartes de la couleur ; $theirs : les siennes, si vous avez vu sa main.
ca-reason-fight-seen = { $joined ->
        [1] vous avez
       *[other] Vous avez
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    } et l’adversaire en a { $theirs } : il sera à court le premier
ca-reason-fight = { $joined ->
        [1] vous avez
       *[other] Vous avez
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    }, sans doute plus que l’adversaire
ca-reason-losing-fight = { $joined ->
        [1] une
       *[other] Une
    } bagarre en cartes { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    } serait sans doute perdue : vous en avez trop peu
ca-reason-six-cat = { $joined ->
        [1] un
       *[other] Un
    } Six Chats retire une bête du garde-manger d’un autre chat
ca-reason-roll = { $joined ->
        [1] lance
       *[other] Lance
    } le dé : rien d’autre ne vous aide maintenant
ca-reason-any-move = Aucun déplacement ne rapporte rien maintenant : celui-ci en vaut un autre
ca-reason-any-critter-move = Aucun déplacement d’animal ne vous aide maintenant : celui-ci en vaut un autre
ca-reason-any-card = Aucune carte de votre main ne rapporte rien maintenant : celle-ci en vaut une autre
ca-reason-any-give-up = Toutes les cartes que vous pourriez céder ont la même valeur pour vous
ca-reason-nothing-better = Rien d’autre ne vous aide davantage maintenant

## Les graphiques : ce que la partie compte, et en bas

ca-score-food = aliments
ca-score-lives = vies
ca-clock-round = tour

ca-card-numbered = { $suit ->
        [cat] Chat
        [bird] Oiseau
       *[mouse] Souris
    } { $value }
ca-card-picture = { $card ->
        [speedy-cat] Speedy Cat
        [cat-attack] Cat Attack
       *[cat-burglar] Cat Burglar
    }
