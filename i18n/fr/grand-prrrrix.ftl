# Grand Prrrrix au Manoir du Chat : les messages des règles (refus et règles qu’ils citent,
# invites, journal, fin de la course, libellés, conseils du robot Normal).
# Les noms des chats, des pièces et des joueurs arrivent tels quels. Une case arrive en $place
# (room, cushion, hall, ou l’objet qui s’y trouve : toy-mouse, food-bowl, pillow, present) et
# $name (le nom de la pièce, ou du chat dont c’est le coussin).

## Refus : la règle telle que le livret la dit, et ce qui, dans l’action, l’enfreint.

gp-rule-each-decision-in-its-turn = Chaque décision en son temps
gp-refused-not-asked-now = { $action ->
        [move] Se déplacer n’est pas ce qui est demandé maintenant
        [stay] Rester sur place n’est pas ce qui est demandé maintenant
        [spat] Une chamaillerie n’est pas ce qui est demandé maintenant
        [decline] Refuser une chamaillerie n’est pas ce qui est demandé maintenant
        [retreat] Reculer ou tenir bon n’est pas ce qui est demandé maintenant
        [bonus] Un bonus de chamaillerie n’est pas ce qui est demandé maintenant
        [push] Une poussée n’est pas ce qui est demandé maintenant
       *[present] Choisir dans le Cadeau n’est pas ce qui est demandé maintenant
    }
gp-rule-leave-the-bowl = Après avoir mangé, un chat doit quitter la Gamelle
gp-refused-must-leave-the-bowl = il a mangé au tour précédent : il doit finir ce tour hors de la Gamelle
gp-refused-not-the-bowls-square = il a mangé au tour précédent : il ne peut pas prendre la case de la Gamelle ce tour-ci
gp-refused-not-on-the-bowl = il a mangé au tour précédent : il ne peut pas finir ce tour sur la Gamelle
gp-rule-personal-space = Espace personnel réduit : une chamaillerie ne commence qu’en allant sur la case d’un chat
gp-refused-move-onto-the-cat = allez sur la case du chat pour vous chamailler avec lui
gp-rule-one-spat-per-opponent = Au plus une chamaillerie par adversaire et par tour
gp-refused-already-spatted = votre chat s’est déjà chamaillé avec ce chat ce tour-ci
gp-rule-spat-where-you-start = Aller à côté d’un chat déclenche une chamaillerie ; un chat qui commence son tour à côté d’un autre peut se chamailler avec lui
gp-refused-spat-after-moving = seul un chat qui ne s’est pas encore déplacé peut se chamailler avec un voisin là où il se trouve
gp-rule-adjacent-spat = Aller orthogonalement à côté d’un chat déclenche une chamaillerie
gp-refused-not-next-to-yours = ce chat n’est pas à côté du vôtre
gp-refused-must-fight = il faut affronter un chat à côté du vôtre ; seules les chamailleries en quittant un coussin, ou avec un chat sur son coussin, peuvent être refusées
gp-rule-retreat = Le défenseur peut reculer d’une case pour 1 point d’énergie
gp-refused-no-energy-to-retreat = vous n’avez pas d’énergie pour le payer
gp-refused-retreat-square = reculer, c’est faire un pas orthogonal vers une case libre, en s’éloignant de l’attaquant
gp-rule-purr-bonus = +2 en dépensant une carte Purr, au plus une par chamaillerie, jamais celle qui marque la progression
gp-refused-no-purr-card = il ne vous reste aucune carte Purr à dépenser
gp-rule-energy-bonus = +1 par tranche de 3 points d’énergie dépensés
gp-refused-energy-buys = avec { $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    }, vous pouvez en dépenser au plus { $spent } (+{ $plus })
gp-rule-push = Le vainqueur pousse le perdant d’une case dans n’importe quelle direction, vers une case libre
gp-refused-push-square = cette case n’est pas à côté du perdant, ou elle est occupée
gp-rule-present-card = La carte Cadeau : l’un des trois autres objets, ou le passage secret vers son coussin
gp-refused-cushion-taken = votre coussin est occupé
gp-rule-on-the-board = On se déplace sur le plateau
gp-refused-no-such-square = cette case n’existe pas
gp-rule-object-ends-the-turn = Aller sur un objet termine le tour
gp-refused-on-an-object = votre chat est sur un objet
gp-rule-no-cat-onto-a-cat = Aucun chat ne peut aller sur un autre chat
gp-refused-square-taken = un chat occupe déjà { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] cette case du couloir
    }
gp-rule-fierce-cats = Aucun chat ne peut aller à côté d’un chat qui est à la Souris-jouet ou à la Gamelle
gp-refused-next-to-a-fierce-cat = cette case est à côté d’un chat qui est à la Souris-jouet ou à la Gamelle
gp-rule-cushion-front = Un chat quitte un coussin ou y entre par la case qui se trouve devant
gp-refused-cushion-front = la case devant ce coussin est hors d’atteinte ce tour-ci
gp-rule-orthogonal = On se déplace uniquement à l’horizontale ou à la verticale
gp-refused-diagonal = un chat se déplace case par case, jamais en diagonale
gp-rule-move-up-to-4 = Déplacez-vous de 4 cases au plus ; 5 si le chat a commencé dans la pièce de la carte
gp-refused-too-far = cela fait { $spaces ->
        [one] { $spaces } case
       *[other] { $spaces } cases
    } ; il vous en reste { $left } sur { $max }
gp-rule-energy-by-distance = L’énergie selon la distance : 1 case 0, 2 cases 1, 3 cases 3, 4 cases 6
gp-refused-energy-for-distance = il faut { $cost ->
        [one] { $cost } point d’énergie
       *[other] { $cost } points d’énergie
    } pour { $spaces ->
        [one] { $spaces } case
       *[other] { $spaces } cases
    } ; vous en avez { $energy }
gp-rule-ways-through-the-mansion = Les déplacements sont orthogonaux, passent par les portes et s’arrêtent là où commence une chamaillerie ou sur un objet
gp-refused-unreachable = impossible d’atteindre { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] cette case du couloir
    } ce tour-ci : des murs, des chats ou une chamaillerie barrent le chemin

## Ce que doit décider la place interrogée.

gp-ask-leave-the-bowl = Vous avez mangé au tour précédent : quittez la Gamelle, de { $max ->
        [one] { $max } case
       *[other] { $max } cases
    } au plus
gp-ask-leave-the-bowl-or-spat = Vous avez mangé au tour précédent : quittez la Gamelle, de { $max ->
        [one] { $max } case
       *[other] { $max } cases
    } au plus, ou chamaillez-vous d’abord avec un chat à côté du vôtre (pas en diagonale)
gp-ask-move = Déplacez votre chat de { $max ->
        [one] { $max } case
       *[other] { $max } cases
    } au plus, { $stay ->
        [rest] reposez-vous ici (+3 points d’énergie au prochain tour)
        [play] jouez avec la Souris-jouet (prenez un jeton)
        [eat] mangez à la Gamelle (+5 points d’énergie)
        [open] ouvrez le Cadeau
       *[wait] restez sur place
    }, ou chamaillez-vous avec un chat à côté du vôtre (pas en diagonale)
gp-ask-move-on = Vous avez gagné : continuez (encore { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } au plus) ou terminez votre tour
gp-ask-choose-a-spat = Choisissez le chat à côté du vôtre avec qui vous chamailler ensuite (pas en diagonale)
gp-ask-retreat = { $attacker } attaque : reculez d’une case pour 1 point d’énergie, ou tenez bon et battez-vous
gp-ask-bonus-attacker = Chamaillerie contre { $against } : engagez vos bonus avant les dés (vous décidez en premier)
gp-ask-bonus-defender = Chamaillerie contre { $against } : engagez vos bonus avant les dés (l’attaquant a décidé en premier)
gp-ask-push = Vous avez gagné : poussez { $loser } d’une case, et prenez sa case si vous le voulez
gp-ask-present = La carte Cadeau ! Choisissez ce que vous avez trouvé, ou le passage secret vers votre coussin

## La fin de la course.

gp-summary-turn-cap = Aucun chat n’a terminé en { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } ; { $count ->
        [one] { $winners } a le plus avancé
       *[other] { $winners } ont le plus avancé, à égalité
    }
gp-summary-race = { $winner } ({ $cat }) a visité toutes les pièces de l’ordre de course, dans l’ordre
gp-summary-home-stretch = { $winner } ({ $cat }) a visité ses cinq pièces dans l’ordre et regagné son coussin

## Le journal : ce qu’a fait un joueur.

gp-log-move-onto = { $me } fonce sur { $other } ({ $spaces ->
        [one] { $spaces } case
       *[other] { $spaces } cases
    }, { $cost ->
        [one] { $cost } point d’énergie
       *[other] { $cost } points d’énergie
    })
gp-log-move = { $me } avance de { $spaces ->
        [one] { $spaces } case
       *[other] { $spaces } cases
    } vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    } ({ $cost ->
        [one] { $cost } point d’énergie
       *[other] { $cost } points d’énergie
    })
gp-log-move-to = { $me } va vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    }
gp-log-stay = { $stay ->
        [rest] { $me } se repose
        [play] { $me } joue avec la Souris-jouet
        [eat] { $me } mange à la Gamelle
        [open] { $me } ouvre le Cadeau
        [stop] { $me } termine son tour
       *[wait] { $me } reste sur place
    }
gp-log-spat = { $me } se chamaille avec { $other }
gp-log-decline = { $me } laisse les autres tranquilles
gp-log-retreat = { $me } recule vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    } (1 point d’énergie)
gp-log-stand = { $me } tient bon et se bat
gp-log-bonus-nothing = { $me } ne dépense rien
gp-log-bonus-purr = { $me } dépense une carte Purr (+2)
gp-log-bonus-energy = { $me } dépense { $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    } (+{ $plus })
gp-log-bonus-purr-and-energy = { $me } dépense une carte Purr (+2) et { $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    } (+{ $plus })
gp-log-push = { $me } pousse { $loser } vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    }
gp-log-push-and-take = { $me } pousse { $loser } vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    } et prend sa case
gp-log-push-nowhere = { $me } ne peut pousser { $loser } nulle part
# Le chat poussé, quand le journal ne sait plus qui a perdu la chamaillerie.
gp-log-the-loser = le perdant
gp-log-find = { $me } trouve { $object ->
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
       *[present] le Cadeau
    } dans le Cadeau
gp-log-passage = { $me } prend le passage secret vers son coussin

## Les lignes du journal : ce qui s’est passé, tel que le journal de la table le raconte
## ($player : le joueur concerné ; une case en $place et $name, comme plus haut)

# $cat et $room : la carte d’ordre de tour retournée.
gp-tell-turn-card = Carte d’ordre de tour : { $cat } — { $room }
gp-tell-turn-card-bonus = Carte d’ordre de tour : { $cat } — { $room }, et il y commence son tour : une case de plus
# $spaces : la distance ; $cost : l’énergie dépensée.
gp-tell-moved = { $player } avance de { $spaces ->
        [one] { $spaces } case
       *[other] { $spaces } cases
    } vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    } ({ $cost ->
        [one] { $cost } point d’énergie
       *[other] { $cost } points d’énergie
    })
# $defender : le joueur dont il affronte le chat.
gp-tell-spat = Chamaillerie ! { $player } s’en prend à { $defender }
gp-tell-retreated = { $player } recule vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    } (1 point d’énergie)
# Le score de l’attaquant ($player) contre celui du défenseur ($against) ; $winner : le vainqueur.
gp-tell-rolled = { $player } { $score } contre { $against } — { $winner } l’emporte
# $ties : combien de jets à égalité sont venus avant.
gp-tell-rolled-after-ties = { $player } { $score } contre { $against } après { $ties ->
        [one] une égalité
       *[other] { $ties } égalités
    } — { $winner } l’emporte
gp-tell-pushed = { $player } se fait pousser vers { $place ->
        [room] la pièce { $name }
        [cushion] le coussin du chat { $name }
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
        [present] le Cadeau
       *[hall] le couloir
    }
gp-tell-took = { $player } prend la case, { $place ->
        [room] dans la pièce { $name }
        [cushion] sur le coussin du chat { $name }
        [toy-mouse] près de la Souris-jouet
        [food-bowl] près de la Gamelle
        [pillow] sur l’Oreiller
        [present] près du Cadeau
       *[hall] dans le couloir
    }
gp-tell-napping = { $player } se roule en boule pour une sieste { $place ->
        [room] dans la pièce { $name }
        [cushion] sur le coussin du chat { $name }
        [toy-mouse] près de la Souris-jouet
        [food-bowl] près de la Gamelle
        [pillow] sur l’Oreiller
        [present] près du Cadeau
       *[hall] dans le couloir
    }
gp-tell-rested-full = { $player } se réveille, son énergie déjà au maximum
# $gain : l’énergie gagnée.
gp-tell-rested = { $player } se réveille avec { $gain ->
        [one] { $gain } point d’énergie
       *[other] { $gain } points d’énergie
    } de plus
gp-tell-rest-lost = La sieste de { $player } est gâchée : pas d’énergie gagnée
gp-tell-ate = { $player } mange : { $gain ->
        [one] { $gain } point d’énergie
       *[other] { $gain } points d’énergie
    } de plus
gp-tell-coin = { $player } prend un jeton à la Souris-jouet
# $object : ce que contenait le Cadeau.
gp-tell-opened = { $player } ouvre le Cadeau : { $object ->
        [toy-mouse] la Souris-jouet
        [food-bowl] la Gamelle
        [pillow] l’Oreiller
       *[present] le Cadeau
    }
gp-tell-passage = { $player } prend le passage secret vers son coussin
# $done : les visites faites jusque-là ; $rooms : combien il en faut pour gagner la course.
gp-tell-visited = Ronron ! { $player } en est à { $done } sur { $rooms }
gp-tell-won = { $player } remporte le Grand Prrrrix !

## Libellés : le score et les graphiques de fin de partie, les bonus acquis du panneau de chamaillerie.

gp-score-rooms = pièces
gp-figure-energy = énergie
gp-clock-turn = tour
gp-bonus-home-territory = territoire
gp-bonus-near-home = à côté du territoire
gp-bonus-mouse-coin = jeton de la Souris-jouet
gp-bonus-opponent-resting = adversaire au repos

## Les conseils du robot Normal : ce que fait une action, et (après les deux-points) pourquoi elle paie.
## Le début prend une majuscule, la suite après les deux-points non.

gp-reason-because = { $what } : { $why }
# Deux raisons : ce que l’action fait surtout, puis ce qui la rend meilleure que la suivante.
gp-reason-and-then = { $first }. { $then }
gp-reason-and-saves-energy = { $how ->
        [long-way] { $first } et économise de l’énergie pour le long chemin jusque-là
        [later-rooms] { $first } et économise de l’énergie pour les pièces suivantes
       *[plain] { $first } et économise de l’énergie
    }
gp-reason-and-starts-a-spat = { $first } ; cela déclenche une chamaillerie avec { $cat } : { $odds }
gp-reason-starts-a-spat = Déclenche une chamaillerie avec { $cat } : { $odds }
# Où va le chat ($goal dans les messages suivants).
gp-reason-goal-room = la pièce { $room }
gp-reason-goal-cushion = votre coussin
gp-reason-goal-next-room = la pièce { $room }, votre prochaine pièce
gp-reason-goal-last-leg = votre coussin, dernière étape de la course
# Les chances d’une chamaillerie, du point de vue du joueur qui décide (« il » : l’autre chat).
gp-reason-odds-even = chances égales, dé contre dé
gp-reason-odds-yours = { $bonus ->
        [home] votre territoire vous donne l’avantage
        [near-home] votre territoire tout proche vous donne l’avantage
        [coin] votre jeton de la Souris-jouet vous donne l’avantage
        [resting] il se repose, vous avez donc l’avantage
       *[other] vos bonus vous donnent l’avantage
    }
gp-reason-odds-theirs = { $bonus ->
        [home] son territoire lui donne l’avantage
        [near-home] son territoire tout proche lui donne l’avantage
        [coin] son jeton de la Souris-jouet lui donne l’avantage
        [resting] vous vous reposez, il a donc l’avantage
       *[other] il a l’avantage
    }
gp-reason-odds-against = contre { $cat }, { $odds }
gp-reason-ends-on-your-cushion = Termine votre tour sur votre coussin
gp-reason-ends-in-your-last-room = Termine votre tour dans la pièce { $room }, votre dernière pièce
gp-reason-ends-in-your-first-room = Termine votre tour dans la pièce { $room }, votre première pièce
gp-reason-ends-in-your-next-room = Termine votre tour dans la pièce { $room }, votre prochaine pièce
gp-reason-ends-in = Termine votre tour dans la pièce { $room }
gp-reason-you-win-the-race = vous gagnez la course
gp-reason-heads-for = Se dirige vers { $goal }
gp-reason-spaces-to-go = encore { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
gp-reason-keeps-near = Reste non loin de { $goal }
gp-reason-saves-energy-for-the-long-way = Économise de l’énergie pour le long chemin jusqu’à { $goal }
gp-reason-saves-energy-for-the-race = Économise de l’énergie pour le reste de la course
gp-reason-rooms-to-go = encore { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    }
gp-reason-saves-energy-for-the-last-leg = Économise de l’énergie pour la dernière étape jusqu’à { $goal }
gp-reason-saves-energy = Économise de l’énergie
gp-reason-rests-on-your-cushion = Se repose sur votre coussin
gp-reason-rests-on-a-cushion = Se repose sur le coussin du chat { $cat }
gp-reason-rests-in-a-room = Se repose dans la pièce { $room }
gp-reason-naps-at-the-pillow = Fait la sieste sur l’Oreiller
gp-reason-energy-next-turn = +{ $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    } au prochain tour
gp-reason-energy = +{ $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    }
gp-reason-eats = Mange à la Gamelle
gp-reason-low-on-energy = vous manquez d’énergie
gp-reason-meal-saves-turns = +{ $energy ->
        [one] { $energy } point d’énergie fait
       *[other] { $energy } points d’énergie font
    } gagner des tours plus tard
gp-reason-plays-with-the-mouse = Joue avec la Souris-jouet
gp-reason-coin-for-your-next-spat = un jeton qui vaut +1 à votre prochaine chamaillerie
gp-reason-opens-the-present = Ouvre le Cadeau
gp-reason-what-the-present-holds = de quoi manger, une sieste, un jeton ou le chemin du retour
gp-reason-stays-put = Reste sur place
gp-reason-goes-to-the-bowl = Va à la Gamelle pour manger au prochain tour
gp-reason-goes-to-the-pillow = Va à l’Oreiller pour faire la sieste au prochain tour
gp-reason-goes-to-the-mouse = Va à la Souris-jouet
gp-reason-coin-for-a-spat = un jeton qui vaut +1 dans une chamaillerie
gp-reason-goes-to-the-present = Va au Cadeau
gp-reason-open-it-next-turn = vous l’ouvrirez au prochain tour
gp-reason-moves-beside = Se place à côté du chat { $cat } et déclenche une chamaillerie
gp-reason-spats = Se chamaille avec { $cat }
gp-reason-leaves-the-others-be = Laisse les autres tranquilles
gp-reason-spat-not-worth-the-risk = une chamaillerie ne vaut pas le risque
gp-reason-stands-and-fights = Tient bon et se bat
gp-reason-retreats-toward = Recule vers { $goal }, pour 1 point d’énergie
gp-reason-retreats = Recule pour 1 point d’énergie
gp-reason-spends-a-purr-card = Dépense une carte Purr
gp-reason-spends-energy = Dépense { $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    }
gp-reason-spends-purr-and-energy = Dépense une carte Purr et { $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    }
gp-reason-spends-nothing = Ne dépense rien
gp-reason-bonus-odds = { $how ->
        [better] +{ $plus } vous donne l’avantage
        [even] +{ $plus } égalise les chances
       *[narrower] +{ $plus } réduit l’écart
    }
gp-reason-pays-what-it-must = Paie ce qu’il faut
gp-reason-pushes-away-from-its-room = Éloigne { $cat } de la pièce { $room }, sa prochaine pièce
gp-reason-pushes-away-from-its-cushion = Éloigne { $cat } de son coussin, sa dernière étape
gp-reason-pushes-where-it-helps-least = Pousse { $cat } là où cela sert le moins sa course
gp-reason-takes-its-square = Prend sa case
gp-reason-nearer = plus près de { $goal }
gp-reason-a-better-place = une meilleure place pour votre course
gp-reason-takes-its-square-at = Prend sa case, { $object ->
        [toy-mouse] celle de la Souris-jouet
        [food-bowl] celle de la Gamelle
        [pillow] celle de l’Oreiller
       *[present] celle du Cadeau
    }
gp-reason-takes-the-bowl = Prend la Gamelle
gp-reason-meal-now = +{ $energy ->
        [one] { $energy } point d’énergie
       *[other] { $energy } points d’énergie
    } tout de suite, { $hunger }
gp-reason-takes-the-pillow = Prend l’Oreiller
gp-reason-takes-the-mouse = Prend la Souris-jouet
gp-reason-a-coin-for-your-next-spat = un jeton, +1 à votre prochaine chamaillerie
gp-reason-takes-the-present = Prend le Cadeau
gp-reason-takes-the-passage = Prend le passage secret vers votre coussin
gp-reason-takes-the-passage-home = Prend le passage secret jusqu’à votre coussin
# Ce qu’une action évite et que la suivante n’éviterait pas.
gp-reason-keeps-clear = Évite { $cat }
gp-reason-lost-spat-costs-the-room = une chamaillerie perdue là-bas pourrait vous coûter la pièce
gp-reason-spat-there-not-worth-it = une chamaillerie là-bas ne vaut pas le risque
gp-reason-moves-on = Avance
gp-reason-standing-still-gains-nothing = rester immobile ne vous rapporterait rien
gp-reason-stays-close = Reste près de { $goal }
gp-reason-keeps-your-purr-cards = Garde vos cartes Purr
gp-reason-spat-not-worth-a-purr-card = cette chamaillerie n’en vaut pas une
gp-reason-keeps-your-energy = Garde votre énergie pour la course
gp-reason-spat-not-worth-the-energy = cette chamaillerie n’en vaut pas la peine
gp-reason-race-needs-the-energy = votre course a davantage besoin de cette énergie
gp-reason-retreat-costs-energy = reculer coûterait 1 point d’énergie
gp-reason-retreat-loses-your-rest = reculer vous ferait perdre votre repos
gp-reason-retreat-takes-you-further = reculer vous éloignerait de { $goal }
gp-reason-retreats-from = Recule devant { $cat } pour 1 point d’énergie
gp-reason-lost-spat-costs-more = une chamaillerie perdue contre { $cat } coûterait plus cher
gp-reason-keeps-your-square = Garde votre case
gp-reason-your-square-suits-you = elle convient mieux à votre course
gp-reason-taking-it-ends-your-turn = prendre { $object ->
        [toy-mouse] la case de la Souris-jouet
        [food-bowl] la case de la Gamelle
        [pillow] la case de l’Oreiller
       *[present] la case du Cadeau
    } terminerait votre tour
gp-reason-no-better-move = Aucun autre déplacement ne fait mieux pour votre course
gp-reason-no-better-stay = Rien d’autre ne fait mieux pour votre course ce tour-ci
gp-reason-no-better-choice = Aucun autre choix ne fait mieux pour votre course
