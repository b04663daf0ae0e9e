# Here, Kitty, Kitty! : les messages des règles (pourquoi une action est refusée, ce qu’on demande
# à un joueur, les lignes du journal, la fin de la partie, les raisons des conseils, les lignes
# de la feuille de score). Les noms des cartes et des joueurs arrivent tels quels. $colour est
# une clé (black, gray, orange, white), $zone, $from et $to aussi (neighborhood, yard, porch,
# house) : chaque langue les dit avec ses mots.

## Refus : la règle telle que le livret la donne, puis ce que cette action enfreint.

hkk-rule-move-one-space = Pour une action, un chat peut être déplacé d’une case : du Quartier au Jardin, du Jardin au Porche ou du Porche à la Maison (ou en sens inverse)
hkk-refused-not-one-step = { $from ->
        [neighborhood] du Quartier
        [yard] du Jardin
        [porch] du Porche
       *[house] de la Maison
    } { $to ->
        [neighborhood] au Quartier
        [yard] au Jardin
        [porch] au Porche
       *[house] à la Maison
    }, ce n’est pas une seule case
hkk-refused-none-in-neighborhood = il n’y a pas de chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } dans le Quartier
hkk-rule-special-needs = Minou fragile : ce chat ne quitte jamais votre Maison
hkk-refused-kept-by-special-needs = votre chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } y est retenu par Minou fragile
hkk-rule-own-cats = Une fois qu’un chat est arrivé sur votre Propriété, il ne peut être déplacé que par vous ou selon les instructions des cartes jouées
hkk-refused-none-in-zone = vous n’avez pas de chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } { $zone ->
        [yard] dans votre Jardin
        [porch] sur votre Porche
       *[house] dans votre Maison
    }
hkk-card-number = carte { $number }
hkk-rule-play-card = Pour profiter de l’effet d’une carte, vous devez suivre les instructions de la carte et la défausser
hkk-refused-not-held = vous n’avez pas { $card } en main
hkk-rule-copy-cat-out-of-turn = Chat copieur : cette carte peut être jouée hors de votre tour, sans coûter d’action
hkk-refused-copy-not-on-turn = elle copie la carte d’un autre joueur juste après son effet, pas pendant votre propre tour
hkk-rule-defensive = Défensives : ces cartes protègent contre certaines cartes Standard ou Instantanées. Leur texte indique quand les jouer
hkk-refused-not-an-action-card = { $card } se joue quand son texte l’indique, pas comme une action
hkk-rule-alarm-system = Système d’alarme : aucun Voleur de chats ne peut être joué contre vous
hkk-refused-alarm-system = la place { $seat } est protégée par un Système d’alarme
hkk-rule-standard = Les cartes Standard vous apportent un avantage ou nuisent à un autre joueur
hkk-refused-on-another-player = { $card } se joue sur un autre joueur
hkk-refused-choose-a-player = { $card } se joue sur un joueur : choisissez-en un
hkk-refused-does-nothing = { $card } n’aurait aucun effet ici : « { $text } »
hkk-rule-discard = Pour 1 action, vous pouvez défausser autant de cartes de votre main que vous le souhaitez
hkk-refused-discard-none = choisissez au moins une carte
hkk-refused-discard-not-held = ces cartes ne sont pas toutes dans votre main
hkk-rule-two-actions = Effectuez 2 actions
hkk-refused-must-act = vous pouvez encore déplacer un chat, jouer une carte ou défausser
hkk-rule-actions = Une action, c’est déplacer 1 chat, jouer 1 carte ou défausser des cartes
hkk-refused-not-an-action = ce n’est pas une action de votre tour
hkk-rule-catnap-moves = Sieste peut servir à empêcher un joueur de déplacer un chat avec une action
hkk-refused-only-catnap = { $card } ne peut pas bloquer le déplacement d’un chat : seule Sieste le peut
hkk-refused-only-one-cool-cat = { $card } ne vous protège pas d’une carte Instantanée : Matou cool, si
hkk-rule-blockers = Sieste, Matou cool et Thon : ces cartes peuvent bloquer des cartes jouées contre d’autres joueurs (et aussi vous défendre)
hkk-refused-not-a-blocker = { $card } n’en fait pas partie, ou il n’y a rien qu’elle puisse bloquer maintenant
hkk-rule-copy-cat-limits = Chat copieur : elle ne peut copier ni une carte à effet durable ni une carte Instantanée
hkk-refused-copy-does-nothing = cet effet ne vous apporterait rien maintenant
hkk-refused-no-copy = vous n’avez pas de Chat copieur, ou aucune carte à copier ne vient d’être jouée
hkk-rule-land-on-your-feet = Retomber sur ses pattes : cette carte peut être jouée après que N’IMPORTE QUEL joueur a complété sa main, vous y compris
hkk-refused-cannot-land = vous n’avez pas de carte Retomber sur ses pattes, ou aucun de vos chats ne peut avancer de là vers votre Maison
hkk-refused-no-draw-up = aucun joueur ne vient de compléter sa main
hkk-refused-answer-or-pass = vous pouvez maintenant répondre avec une carte qui convient, ou passer
hkk-rule-give-up-cats = Quand une carte oblige un joueur à céder des chats, c’est ce joueur qui choisit lesquels
hkk-refused-cats-must-go = les chats de la carte doivent partir : choisissez lesquels
hkk-refused-choose-a-listed-cat = choisissez l’un des chats que la carte déplace
hkk-rule-copy-cat-aim = Chat copieur : utilisez vous-même le même effet
hkk-refused-aim-copy = choisissez où va votre copie de { $card }
hkk-rule-answer-asked = Répondez à ce qui est demandé
hkk-refused-not-asked = ce n’est pas ce que demande cette étape
hkk-rule-empty-neighborhood = S’il n’y a pas assez de chats dans le Quartier, le joueur peut prendre des chats dans le Jardin de n’importe quel autre joueur
hkk-refused-neighborhood-has-cats = il reste des chats dans le Quartier : prenez-en un
hkk-rule-cat-burglar = Voleur de chats permet à un joueur de voler le chat de son choix à n’importe quel autre joueur
hkk-refused-nothing-to-steal = ce chat n’est pas là pour être volé
hkk-rule-cat-fight = Bagarre de chats : si le joueur choisi n’a qu’un chat dans son Jardin, il choisit dans le Jardin de quel voisin ce chat s’enfuit
hkk-refused-fight-yards = chaque chat qui se bat s’enfuit de votre Jardin vers le Jardin d’un voisin différent
hkk-rule-cat-came-back = Le Retour du chat : cette carte ne peut pas servir à récupérer une carte Instantanée
hkk-refused-revive-instant = choisissez dans la défausse une carte qui n’est pas Instantanée

## Ce qu’on demande à un joueur.

hkk-ask-action = Déplacez un chat d’une case, jouez une carte ou défaussez ({ $count ->
        [one] il reste { $count } action
       *[other] il reste { $count } actions
    })
hkk-ask-block = { $player } joue { $card } : la bloquer avec Sieste, Matou cool ou Thon ?
hkk-ask-block-on = { $player } joue { $card } sur { $target } : la bloquer avec Sieste, Matou cool ou Thon ?
hkk-ask-block-move = { $player } déplace un chat { $from ->
        [neighborhood] du Quartier
        [yard] de son Jardin
        [porch] de son Porche
       *[house] de sa Maison
    } { $to ->
        [neighborhood] vers le Quartier
        [yard] vers son Jardin
        [porch] vers son Porche
       *[house] vers sa Maison
    } : bloquer ce déplacement avec Sieste ?
hkk-ask-instant = { $player } a pioché { $card } : garder votre sang-froid avec Matou cool ?
hkk-ask-copy = { $player } a joué { $card } : la copier avec Chat copieur ?
hkk-ask-land = { $player } a complété sa main : Retomber sur ses pattes ?
hkk-ask-gain = Choisissez un chat à placer { $zone ->
        [yard] dans votre Jardin
        [porch] sur votre Porche
       *[house] dans votre Maison
    }
hkk-ask-shift = Choisissez quel chat quitte votre { $from ->
        [yard] Jardin
        [porch] Porche
       *[house] Maison
    } pour { $to ->
        [neighborhood] le Quartier
        [yard] votre Jardin
        [porch] votre Porche
       *[house] votre Maison
    }
hkk-ask-advance = Choisissez un chat à avancer d’une case vers votre Maison
hkk-ask-nudge-in = Réflexes félins : choisissez lequel de vos chats avance d’une case, vers votre Maison
hkk-ask-nudge-out = Réflexes félins : choisissez lequel de vos chats recule d’une case, vers le Quartier
hkk-ask-steal = Choisissez un chat à voler à { $player }
hkk-ask-fight = Choisissez un chat qui se bat et le Jardin voisin où il s’enfuit
hkk-ask-revive = Choisissez une carte à reprendre dans la défausse
hkk-ask-choose-more = { $task } (encore { $count })
hkk-ask-choose-or-stop = { $task }, ou arrêtez-vous
hkk-ask-choose-more-or-stop = { $task } (encore { $count }), ou arrêtez-vous
hkk-ask-aim = Choisissez où va votre copie de { $card }

## Le journal : ce qu’un joueur a fait.

hkk-log-move = { $player } déplace un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } { $from ->
        [neighborhood] du Quartier
        [yard] de son Jardin
        [porch] de son Porche
       *[house] de sa Maison
    } { $to ->
        [neighborhood] vers le Quartier
        [yard] vers son Jardin
        [porch] vers son Porche
       *[house] vers sa Maison
    }
hkk-log-play = { $player } joue { $card }
hkk-log-play-on = { $player } joue { $card } sur { $target }
hkk-log-play-on-own = { $player } joue { $card } sur sa propre Propriété
hkk-log-nudge = { $player } joue { $card } sur { $target } (un chat d’une case { $way ->
        [in] vers l’intérieur
       *[out] vers l’extérieur
    }, au propriétaire de choisir lequel)
hkk-log-nudge-own = { $player } joue { $card } sur sa propre Propriété (un chat d’une case { $way ->
        [in] vers l’intérieur
       *[out] vers l’extérieur
    }, au propriétaire de choisir lequel)
hkk-log-discard = { $player } défausse { $cards }
hkk-log-pass = { $player } passe
hkk-log-answer = { $player } répond avec { $card }
hkk-log-pick = { $player } prend un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } chez { $owner }, { $zone ->
        [yard] dans le Jardin
        [porch] sur le Porche
       *[house] dans la Maison
    }
hkk-log-pick-neighborhood = { $player } prend un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } dans le Quartier
hkk-log-send = { $player } envoie un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } chez { $target }, dans le Jardin
hkk-log-revive = { $player } reprend { $card } dans la défausse
hkk-log-aim = { $player } vise { $target } avec la copie
hkk-log-use-copy = { $player } utilise la copie
hkk-log-stop = { $player } s’arrête là

## La fin de la partie : « { $end }. { $result }. »

hkk-summary = { $end }. { $result }.
hkk-summary-last-card = { $player } a pioché la dernière carte et le dernier tour a été joué
hkk-summary-ended = La partie est terminée
hkk-summary-wins = { $player } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
hkk-summary-wins-on-cats = { $player } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ; à égalité de points, le plus de chats sur la Propriété l’a emporté
hkk-summary-wins-on-colour = { $player } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ; à égalité, le plus de chats d’une même couleur l’a emporté
hkk-summary-share = { $players } et { $last } se partagent la victoire avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } chacun
hkk-summary-share-tied = { $players } et { $last } se partagent la victoire avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } chacun (à égalité de points, de chats et de chats d’une même couleur)
hkk-summary-nobody = Personne ne gagne

## La feuille de score, son unité, et ce que montrent les graphiques de fin de partie.

hkk-score-points = points
hkk-figure-cats = chats sur la Propriété
hkk-clock-turn = tour
hkk-score-house = 5 pts par chat dans la Maison
hkk-score-porch = 3 pts par chat sur le Porche
hkk-score-yard = 0 pt par chat dans le Jardin
hkk-score-five = 5 pts pour 5+ chats { $colour ->
        [black] noirs
        [gray] gris
        [orange] roux
       *[white] blancs
    }
hkk-score-each-colour = 5 pts pour 1 chat de chaque couleur
hkk-score-most = 3 pts pour le plus de chats { $colour ->
        [black] noirs
        [gray] gris
        [orange] roux
       *[white] blancs
    } (égalité = 3 pts chacun)
hkk-score-one-colour-house = 10 pts pour une Maison d’une seule couleur
hkk-score-best-in-show = 2 pts pour Best in Show (le plus de chats sur le Porche)
hkk-score-total = Total

## Les raisons des conseils. $action « pass » : l’action conseillée laisse passer une carte ;
## $alt « pass » : la meilleure autre action la laisserait passer.

hkk-reason-house = { $action ->
        [pass] Laisser passer fait entrer un chat dans votre Maison : 5 points sur votre feuille
       *[other] Fait entrer un chat dans votre Maison : 5 points sur votre feuille
    }
hkk-reason-porch = { $action ->
        [pass] Laisser passer amène un chat sur votre Porche : 3 points, à une case de votre Maison
       *[other] Amène un chat sur votre Porche : 3 points, à une case de votre Maison
    }
hkk-reason-five = { $action ->
        [pass] Laisser passer réunit cinq chats { $colour ->
            [black] noirs
            [gray] gris
            [orange] roux
           *[white] blancs
        } sur votre Propriété : 5 points sur votre feuille
       *[other] Réunit cinq chats { $colour ->
            [black] noirs
            [gray] gris
            [orange] roux
           *[white] blancs
        } sur votre Propriété : 5 points sur votre feuille
    }
hkk-reason-each-colour = { $action ->
        [pass] Laisser passer vous donne un chat de chaque couleur : 5 points sur votre feuille
       *[other] Vous donne un chat de chaque couleur : 5 points sur votre feuille
    }
hkk-reason-most = { $action ->
        [pass] Laisser passer vous donne le plus de chats { $colour ->
            [black] noirs
            [gray] gris
            [orange] roux
           *[white] blancs
        } : 3 points sur votre feuille
       *[other] Vous donne le plus de chats { $colour ->
            [black] noirs
            [gray] gris
            [orange] roux
           *[white] blancs
        } : 3 points sur votre feuille
    }
hkk-reason-one-colour-house = { $action ->
        [pass] Laisser passer rend votre Maison d’une seule couleur : 10 points sur votre feuille
       *[other] Rend votre Maison d’une seule couleur : 10 points sur votre feuille
    }
hkk-reason-best-in-show = { $action ->
        [pass] Laisser passer vous fait remporter Best in Show, le plus de chats sur un Porche : 2 points
       *[other] Remporte Best in Show, le plus de chats sur un Porche : 2 points
    }
hkk-reason-yard = { $action ->
        [pass] Laisser passer fait entrer des chats dans votre Jardin, à une case de votre Porche
       *[other] Fait entrer des chats dans votre Jardin, à une case de votre Porche
    }
hkk-reason-hand = { $action ->
        [pass] Laisser passer vous donne plus de cartes à jouer, et de meilleures
       *[other] Vous donne plus de cartes à jouer, et de meilleures
    }
hkk-reason-tucked = { $action ->
        [pass] Laisser passer glisse une carte durable sous votre Propriété : elle agira pour vous plus tard
       *[other] Glisse une carte durable sous votre Propriété : elle agira pour vous plus tard
    }
hkk-reason-rivals = { $action ->
        [pass] { $count ->
            [one] Laisser passer coûte des chats et des points à l’autre joueur
           *[other] Laisser passer coûte des chats et des points à vos rivaux, surtout au meneur
        }
       *[other] { $count ->
            [one] Coûte des chats et des points à l’autre joueur
           *[other] Coûte des chats et des points à vos rivaux, surtout au meneur
        }
    }
hkk-reason-won = { $action ->
        [pass] Laisser passer vous fait gagner la partie
       *[other] Gagne la partie
    }
hkk-reason-saves-points = Vous épargne { $count ->
        [one] { $count } point
       *[other] { $count } points
    } sur votre feuille, que { $alt ->
        [pass] laisser passer
       *[other] le meilleur autre choix
    } vous coûterait
hkk-reason-keeps-yard = Garde les chats de votre Jardin, que { $alt ->
        [pass] laisser passer
       *[other] le meilleur autre choix
    } vous ferait perdre
hkk-reason-keeps-hand = { $alt ->
        [pass] Vous garde plus de cartes en main qu’en laissant passer
       *[other] Vous garde plus de cartes en main que le meilleur autre choix
    }
hkk-reason-keeps-tucked = Garde votre carte durable, que { $alt ->
        [pass] laisser passer
       *[other] le meilleur autre choix
    } vous ferait dépenser
hkk-reason-rivals-less = { $alt ->
        [pass] Donne moins à vos rivaux que de laisser passer
       *[other] Donne moins à vos rivaux que le meilleur autre choix
    }
hkk-reason-keeps-chance = Préserve vos chances de gagner, que { $alt ->
        [pass] laisser passer
       *[other] le meilleur autre choix
    } gâcherait
hkk-reason-nothing-helps = Rien de ce que vous avez en main ne vous aiderait ici
hkk-reason-stop = Continuer ne vous rapporterait rien de plus
hkk-reason-as-good-as-any = Rien d’autre ne fait mieux pour vous maintenant : ce choix en vaut bien un autre

## Le journal : ce qui s’est passé à la table, évènement par évènement. $owner et $target sont
## les joueurs dont un chat quitte ou rejoint la Propriété (le même dans hkk-tell-cat-within).

hkk-tell-turn = — Tour { $number } : { $player } —
hkk-tell-cat-in = Un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } quitte le Quartier pour { $to ->
        [yard] le Jardin
        [porch] le Porche
       *[house] la Maison
    } chez { $target }
hkk-tell-cat-out = Un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } quitte { $from ->
        [yard] le Jardin
        [porch] le Porche
       *[house] la Maison
    } chez { $owner } pour le Quartier
hkk-tell-cat-within = Chez { $owner }, un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } passe { $from ->
        [yard] du Jardin
        [porch] du Porche
       *[house] de la Maison
    } { $to ->
        [yard] au Jardin
        [porch] au Porche
       *[house] à la Maison
    }
hkk-tell-cat-across = Un chat { $colour ->
        [black] noir
        [gray] gris
        [orange] roux
       *[white] blanc
    } quitte { $from ->
        [yard] le Jardin
        [porch] le Porche
       *[house] la Maison
    } chez { $owner } pour { $to ->
        [yard] le Jardin
        [porch] le Porche
       *[house] la Maison
    } chez { $target }
hkk-tell-played = { $player } joue { $card }
hkk-tell-played-on = { $player } joue { $card } sur { $target }
hkk-tell-played-on-own = { $player } joue { $card } sur sa propre Propriété
hkk-tell-copy-played = { $line } (copie jouée avec Chat copieur)
hkk-tell-discarded = { $player } défausse { $count ->
        [one] { $cards }
       *[other] { $count } cartes : { $cards }
    }
hkk-tell-tucked = Chez { $player }, { $card } reste glissée sous la Propriété
hkk-tell-untucked = Chez { $player }, { $card } quitte la Propriété pour la défausse
hkk-tell-blocked = { $player } bloque avec { $blocker } la carte { $card } jouée par { $owner } !
hkk-tell-insured = Chez { $player }, l’Assurance chat annule la carte { $card } jouée par { $owner }
hkk-tell-napped = { $player } joue Sieste : le chat que déplaçait { $mover } reste où il est
hkk-tell-cool = { $player } garde son sang-froid avec Matou cool : { $card } ne l’atteint pas
hkk-tell-copied = { $player } copie avec Chat copieur la carte { $card } jouée par { $owner }
hkk-tell-landed = { $player } retombe sur ses pattes
hkk-tell-instant = { $player } pioche une carte Instantanée : { $card }
hkk-tell-revived = { $player } reprend { $card } dans la défausse
hkk-tell-final-round = { $player } a pioché la dernière carte : le dernier tour commence
hkk-tell-over-won = La partie est terminée : { $player } gagne
hkk-tell-over-shared = La partie est terminée : { $players } et { $last } se partagent la victoire
hkk-tell-over-nobody = La partie est terminée : personne ne gagne
